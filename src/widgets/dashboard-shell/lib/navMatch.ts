import type { NavItem } from '@/shared/navigation';

/** A path is active on itself and below it ('/dashboard/user' is active on '/dashboard/user/account'). */
const isPathActive = (path: string, pathname: string): boolean => pathname === path || pathname.startsWith(`${path}/`);

/** A group is active when it or one of its children is. */
export const isItemActive = (item: NavItem, pathname: string): boolean =>
  isPathActive(item.path, pathname) || (item.children ?? []).some((child) => isItemActive(child, pathname));
