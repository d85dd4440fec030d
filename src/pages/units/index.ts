export { UnitsPage } from './ui/UnitsPage';
