export {
  filterNavByRole,
  filterNavByUnits,
  getAccountSection,
  getMobileMenuSections,
  getNavSections,
  isExternalPath,
} from './navigation';
export type { NavItem, NavSection } from './navigation';
