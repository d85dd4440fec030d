import { PATHS } from '@/shared/config';

/** The Rubik weights the app's stylesheet declares (latin subset, woff2). */
type RubikWeight = 400 | 500 | 700;

const FIRST_SCREEN_WEIGHTS: readonly RubikWeight[] = [400, 500, 700];

type PrerenderedRoute = {
  path: string;
  /** Guest-only screens are drawn for a visitor who is signed out, with no notice to show. */
  guest: boolean;
  /**
   * The Rubik weights the page's first screen draws, preloaded with the HTML: a weight that arrives after the first
   * paint lays the page out again and can rewrap a line (a phone's fallback font is wider or narrower), moving what
   * is under it. Every first screen here draws all three (an end-to-end test holds this list to what is drawn).
   */
  fonts: readonly RubikWeight[];
  /**
   * The modules of the route (layout, page; paths from the project root) whose code is fetched with the app's start (the
   * page's `data-app-scripts` lists their files) rather than once the start has run and matched the route, a round trip
   * later. On the auth screens, where a visitor types and submits at once: on a phone's network (150 ms, 1.6 Mbps) the
   * login was hydrated at 1.76 s instead of 2.10 s. Not on the public pages: there the route's code compiled beside the
   * start raised the home's blocking time in Lighthouse. A unit test holds each list to the modules the router loads.
   */
  codeWithStart: readonly string[];
};

const AUTH_LAYOUT = 'src/widgets/auth-card/index.ts';

/**
 * The pages built into HTML at build time: the public site and the auth screens a visitor opens cold.
 * Not here: /auth/verify/… and /auth/new-password/… (their URL holds an e-mail and a code, and the code step
 * lives in the tab's session storage, so no page built ahead matches what the browser draws), the consumption
 * unit and the dashboard (signed in only), /404 (served as an error by nginx).
 */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: PATHS.home, guest: false, fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: [] },
  { path: PATHS.cookies, guest: false, fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: [] },
  { path: PATHS.cookiesAlias, guest: false, fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: [] },
  { path: PATHS.privacy, guest: false, fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: [] },
  { path: PATHS.customerService, guest: false, fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: [] },
  { path: PATHS.auth.login, guest: true, fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: [AUTH_LAYOUT, 'src/pages/login/index.ts'] },
  { path: PATHS.auth.resetPassword, guest: true, fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: [AUTH_LAYOUT, 'src/pages/reset-password/index.ts'] },
  { path: PATHS.auth.firstAccess, guest: true, fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: [AUTH_LAYOUT, 'src/pages/first-access/index.ts'] },
];

/** The HTML file of a route in the build folder: `/` is home.html (index.html stays the app shell), `/a/b` is a/b.html. */
export const prerenderedFile = (path: string): string => (path === PATHS.home ? 'home.html' : `${path.slice(1)}.html`);

export const findPrerenderedRoute = (path: string): PrerenderedRoute | undefined =>
  PRERENDERED_ROUTES.find((route) => route.path === path);
