export { DashboardHomePage } from './ui/DashboardHomePage';
