import { AREAS, ROUTES, SCREENS, type Screen } from '@/shared/routes';

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
   * later. On the auth screens, where a visitor types and submits at once, the login is hydrated sooner on a phone's
   * network; not on the public pages, where the route's code compiled beside the start raised the home's blocking time
   * (docs/code-figures.md, "Auth screens' code with the start"). A unit test holds each list to the modules the router
   * loads.
   */
  codeWithStart: readonly string[];
};

/** The modules of a screen's layout and page, as paths from the project root. */
const modulesOf = (screen: Screen) => [`src/widgets/${AREAS[screen.area].layout}/index.ts`, `src/pages/${screen.page}/index.ts`];

/**
 * The pages built into HTML at build time: the screens the route table marks `prerender`, the public site and the
 * auth screens a visitor opens cold. Not the screens whose URL holds an e-mail and a code (the code step lives in the
 * tab's session storage: no page built ahead matches what the browser draws), nor the signed-in ones, nor /404
 * (served as an error by nginx).
 */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = SCREENS.flatMap((screen) =>
  screen.prerender
    ? [{ path: screen.path, guest: screen.access !== 'anyone', fonts: FIRST_SCREEN_WEIGHTS, codeWithStart: screen.prerender.codeWithStart ? modulesOf(screen) : [] }]
    : [],
);

/** The HTML file of a route in the build folder: `/` is home.html (index.html stays the app shell), `/a/b` is a/b.html. */
export const prerenderedFile = (path: string): string => (path === ROUTES.home.path ? 'home.html' : `${path.slice(1)}.html`);

export const findPrerenderedRoute = (path: string): PrerenderedRoute | undefined =>
  PRERENDERED_ROUTES.find((route) => route.path === path);
