import type { SessionState } from '@/entities/session';
import { buildTimeConfig, type AppConfig } from '@/shared/config';
import { findPrerenderedRoute } from './routes';

/** On the root element of a prerendered page: the route it was built for, and when (ISO date). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_AT_ATTRIBUTE = 'data-prerendered-at';

/**
 * Config the pages print: a config.json that changes one of them draws other text than the build did (the login
 * lists the demo accounts while the demo backend is on).
 */
const PRINTED_CONFIG = ['brandName', 'supportEmail', 'supportPhone', 'apiMocking'] as const satisfies readonly (keyof AppConfig)[];

type Start = {
  container: HTMLElement;
  pathname: string;
  config: AppConfig;
  session: Pick<SessionState, 'status' | 'notice'>;
  now?: Date;
};

/**
 * Whether the browser's first render draws exactly the HTML the build wrote into `container`, so React may
 * hydrate it: same route, same printed config, the same year in the footer and, on guest-only screens, a
 * visitor who is signed out with no notice to show. Otherwise the app renders afresh over it.
 */
export const canHydrate = ({ container, pathname, config, session, now = new Date() }: Start): boolean => {
  const route = findPrerenderedRoute(container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) ?? '');
  if (!route || route.path !== pathname) return false;
  const builtAt = new Date(container.getAttribute(PRERENDERED_AT_ATTRIBUTE) ?? '');
  if (Number.isNaN(builtAt.getTime()) || builtAt.getFullYear() !== now.getFullYear()) return false;
  if (PRINTED_CONFIG.some((key) => config[key] !== buildTimeConfig[key])) return false;
  return !route.guest || (session.status === 'signedOut' && session.notice === null);
};
