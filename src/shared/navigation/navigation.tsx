import type { ReactNode } from 'react';
import { buildTimeConfig } from '@/shared/config';
// The whole route table, menu placement included: only the menus read it (the app's start reads `@/shared/routes`).
import { NAV_GROUPS, NAV_SECTIONS, PHONE_SECTIONS, ROUTES } from '@/shared/routes/table';
import type { ExternalLink, RouteEntry, Screen } from '@/shared/routes/types';
import { RouteIcon } from './RouteIcon';

/** Navigation item of spec §3; `roles` lists who may see it (no list: everyone). */
export type NavItem = {
  title: string;
  path: string;
  icon?: ReactNode;
  children?: NavItem[];
  disabled?: boolean;
  caption?: string;
  info?: ReactNode;
  roles?: readonly string[];
  /** Shown only to accounts with at least this many consumption units. */
  minUnits?: number;
  /** What customers type for this page beyond its title and caption (search). */
  keywords?: readonly string[];
};

export type NavSection = { subheader: string; items: NavItem[] };

type MenuEntry = Screen | ExternalLink;

/** Screens and external links, in the table's order. */
const MENU_ENTRIES = (Object.values(ROUTES) as RouteEntry[]).filter((entry): entry is MenuEntry => !('redirect' in entry));

export const isExternalPath = (path: string): boolean => /^https?:\/\//i.test(path);

const icon = (name: string | undefined) => (name ? <RouteIcon name={name} /> : undefined);
const pathOf = (entry: MenuEntry, supportPhone: string) => ('external' in entry ? entry.external.replace('{supportPhone}', supportPhone) : entry.path);
const access = ({ roles, minUnits }: MenuEntry) => ({ ...(roles && { roles }), ...(minUnits && { minUnits }) });

/** An entry of the route table as the side menu draws it (a group's child without its icon: a dot stands for it). */
const navItem = (entry: MenuEntry, supportPhone: string, inGroup = false): NavItem => ({
  title: entry.nav?.label ?? entry.title ?? '',
  path: pathOf(entry, supportPhone),
  ...(!inGroup && { icon: icon(entry.icon) }),
  ...(entry.nav?.caption && { caption: entry.nav.caption }),
  ...(entry.nav?.info && { info: entry.nav.info }),
  ...(entry.keywords && { keywords: entry.keywords }),
  ...access(entry),
});

/** The route table's entries in the side menu's sections, groups gathered where their first child stands. */
const sectionsOf = (supportPhone: string, keep: (section: { searchOnly?: boolean }) => boolean): NavSection[] =>
  Object.entries(NAV_SECTIONS)
    .filter(([, section]) => keep(section))
    .map(([key, section]) => {
      const items: NavItem[] = [];
      const groups = new Map<string, NavItem>();
      for (const entry of MENU_ENTRIES.filter((candidate) => candidate.nav?.section === key)) {
        const groupKey = entry.nav?.group;
        const group = groupKey ? NAV_GROUPS[groupKey] : undefined;
        if (!groupKey || !group) {
          items.push(navItem(entry, supportPhone));
          continue;
        }
        const child = navItem(entry, supportPhone, true);
        const parent = groups.get(groupKey);
        if (parent) parent.children!.push(child);
        else {
          const created: NavItem = { title: group.label, path: child.path, icon: icon(group.icon), children: [child] };
          groups.set(groupKey, created);
          items.push(created);
        }
      }
      return { subheader: section.title, items };
    })
    .filter((section) => section.items.length > 0);

/** Side navigation and horizontal menu (spec §2 "Navigation entries"); the chat goes to `supportPhone`. */
export const getNavSections = (supportPhone = buildTimeConfig.supportPhone): NavSection[] => sectionsOf(supportPhone, (section) => !section.searchOnly);

/** What search offers: the side menu's sections and those of search alone (the avatar menu's account pages). */
export const getSearchSections = (supportPhone = buildTimeConfig.supportPhone): NavSection[] => sectionsOf(supportPhone, () => true);

/** Sections of the mobile menu drawer (spec §2 "Mobile menu sections"). */
export const getMobileMenuSections = (): NavSection[] =>
  Object.entries(PHONE_SECTIONS)
    .map(([key, subheader]) => ({
      subheader,
      items: MENU_ENTRIES.filter((entry) => entry.phone?.section === key).map((entry) => ({
        title: entry.phone?.label ?? entry.title ?? '',
        path: pathOf(entry, buildTimeConfig.supportPhone),
        icon: icon(entry.icon),
        ...access(entry),
      })),
    }))
    .filter((section) => section.items.length > 0);

/** An item renders only when the user's role is listed or no list is given (spec §6). */
export const canSeeNavItem = (item: Pick<NavItem, 'roles'>, role: string | null | undefined): boolean =>
  !item.roles || item.roles.length === 0 || (role != null && item.roles.includes(role));

const filterItems = (items: NavItem[], role: string | null | undefined): NavItem[] =>
  items
    .filter((item) => canSeeNavItem(item, role))
    .map((item) => (item.children ? { ...item, children: filterItems(item.children, role) } : item));

/** Drops what the role may not see, and sections left empty. */
export const filterNavByRole = (sections: NavSection[], role: string | null | undefined): NavSection[] =>
  sections.map((section) => ({ ...section, items: filterItems(section.items, role) })).filter((section) => section.items.length > 0);

/** Drops what needs more consumption units than the account has, and sections left empty. */
export const filterNavByUnits = (sections: NavSection[], unitCount: number): NavSection[] =>
  sections
    .map((section) => ({ ...section, items: section.items.filter((item) => (item.minUnits ?? 0) <= unitCount) }))
    .filter((section) => section.items.length > 0);
