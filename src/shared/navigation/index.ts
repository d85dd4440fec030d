export {
  canSeeNavItem,
  filterNavByRole,
  getAccountSection,
  getMobileMenuSections,
  getNavSections,
  isExternalPath,
  MANAGER_ONLY,
} from './navigation';
export type { NavItem, NavSection } from './navigation';
