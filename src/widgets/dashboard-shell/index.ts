export { DashboardLayout } from './ui/DashboardLayout';
export { Greeting } from './ui/Greeting';
export { UserAvatar } from './ui/UserAvatar';
