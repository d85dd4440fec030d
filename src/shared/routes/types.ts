/** The frame a screen is drawn in: the public site, the sign-in card or the customer area. */
export type Area = 'public' | 'auth' | 'dashboard';

/**
 * Who may open a screen (spec §2 "Guards"): `anyone`; a `guest` (signed out; signed in goes to the customer area);
 * the sign-in steps, `signIn` and `codeStep` (guests whose first key or press starts the customer area's code; the code
 * step also with the e-mailed code pending); `signedIn` (others go to the login, which remembers the page).
 */
export type Access = 'anyone' | 'guest' | 'signIn' | 'codeStep' | 'signedIn';

/** Where an entry sits in the side menu, the horizontal menu and search. */
type NavPlacement = {
  /** A key of NAV_SECTIONS. */
  section: string;
  /** A key of NAV_GROUPS: the entry is drawn inside that group (a parent that expands), without its icon. */
  group?: string;
  /** The menu's words when they are not the screen's title (the spec's 'home'). */
  label?: string;
  caption?: string;
  /** A badge after the label ('Gestor'). */
  info?: string;
};

/** Where an entry sits in the phone's menu. */
type PhonePlacement = {
  /** A key of PHONE_SECTIONS. */
  section: string;
  /** The menu's words when they are not the screen's title ('Ver contrato'). */
  label?: string;
};

/** What a menu entry may carry besides its place. */
type Shown = {
  /** The name of an `@ant-design/icons` icon ('HomeOutlined'); build/routeTable.ts brings the ones named to the menus. */
  icon?: string;
  nav?: NavPlacement;
  phone?: PhonePlacement;
  /** What customers type for it beyond its title and caption (search; matched without accents or case). */
  keywords?: readonly string[];
  /** Who may see and open it (no list: everyone; decisions §3). */
  roles?: readonly string[];
  /** Shown in the menus and search only to accounts with at least this many consumption units (decisions §9). */
  minUnits?: number;
};

/**
 * The JS a route may need before it is interactive (`npm run size`); an empty budget is measured and printed only.
 * `pageKb`: the page's own share, what it needs beyond its area's start and layout (the customer area's shell).
 */
type Budget = { kb?: number; files?: number; pageKb?: number };

/** A screen: a path drawing a page slice in an area's layout. */
export type Screen = Shown & {
  /** React Router's pattern, from the site's root; analytics names the page by it (never by the values in the URL). */
  path: string;
  /** The slice under src/pages/ whose index.ts exports the page as `<PascalCase slice>Page`. */
  page: string;
  area: Area;
  access: Access;
  /** The screen's name: the tab's '<title> | <brand>' (null: the brand alone) and its heading (level 1). */
  title: string | null;
  /** The level-1 heading when it is not the title; null when the page names itself (a greeting, the content's). */
  heading?: string | null;
  /** Where the phone's back arrow goes when the page was the first one opened; null: no arrow. The app home by default. */
  back?: string | null;
  budget?: Budget;
  /** Built into HTML at build time; `codeWithStart`: its layout's and page's code is fetched with the app's start. */
  prerender?: { codeWithStart?: boolean };
};

/** A path that only sends on to another entry's path. */
export type Redirect = { path: string; area?: Area; redirect: string };

/** A menu entry leaving the portal (a new window); `{supportPhone}` is the runtime configuration's. */
export type ExternalLink = Shown & { title: string; external: string };

export type RouteEntry = Screen | Redirect | ExternalLink;
