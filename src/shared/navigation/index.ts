export {
  filterNavByRole,
  filterNavByUnits,
  getMobileMenuSections,
  getNavSections,
  getSearchSections,
  isExternalPath,
} from './navigation';
export type { NavItem, NavSection } from './navigation';
