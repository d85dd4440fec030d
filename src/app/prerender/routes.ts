import { PATHS } from '@/shared/config';

type PrerenderedRoute = {
  path: string;
  /** Guest-only screens are drawn for a visitor who is signed out, with no notice to show. */
  guest: boolean;
  /** The Rubik weight of the page's heading (its largest text), preloaded with the HTML. */
  font: 500 | 700;
};

/**
 * The pages built into HTML at build time: the public site and the auth screens a visitor opens cold.
 * Not here: /auth/verify/… and /auth/new-password/… (their URL holds an e-mail and a code, and the code step
 * lives in the tab's session storage, so no page built ahead matches what the browser draws), the consumption
 * unit and the dashboard (signed in only), /404 (served as an error by nginx).
 */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: PATHS.home, guest: false, font: 700 },
  { path: PATHS.cookies, guest: false, font: 700 },
  { path: PATHS.cookiesAlias, guest: false, font: 700 },
  { path: PATHS.privacy, guest: false, font: 700 },
  { path: PATHS.customerService, guest: false, font: 700 },
  { path: PATHS.auth.login, guest: true, font: 500 },
  { path: PATHS.auth.resetPassword, guest: true, font: 500 },
  { path: PATHS.auth.firstAccess, guest: true, font: 500 },
];

/** The HTML file of a route in the build folder: `/` is home.html (index.html stays the app shell), `/a/b` is a/b.html. */
export const prerenderedFile = (path: string): string => (path === PATHS.home ? 'home.html' : `${path.slice(1)}.html`);

export const findPrerenderedRoute = (path: string): PrerenderedRoute | undefined =>
  PRERENDERED_ROUTES.find((route) => route.path === path);
