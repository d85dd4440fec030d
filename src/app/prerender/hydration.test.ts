import { buildTimeConfig } from '@/shared/config';
import { canHydrate, PRERENDERED_AT_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from './hydration';

const NOW = new Date('2026-11-22T20:00:00');
const signedOut = { status: 'signedOut', notice: null } as const;

/** A root element as the build writes it for `path`, built at `builtAt`. */
const prerendered = (path: string | null, builtAt = '2026-11-22T18:00:00') => {
  const container = document.createElement('div');
  if (path !== null) container.setAttribute(PRERENDERED_PATH_ATTRIBUTE, path);
  container.setAttribute(PRERENDERED_AT_ATTRIBUTE, new Date(builtAt).toISOString());
  return container;
};

const start = (overrides: Partial<Parameters<typeof canHydrate>[0]> = {}) =>
  canHydrate({ container: prerendered('/auth/login'), pathname: '/auth/login', config: buildTimeConfig, session: signedOut, now: NOW, ...overrides });

describe('canHydrate: React hydrates the build\'s HTML only when the first render draws the same page', () => {
  it('the login built for this route, signed out, build-time config, same year → hydrate', () => {
    expect(start()).toBe(true);
    expect(start({ container: prerendered('/'), pathname: '/', session: { status: 'initialising', notice: null } })).toBe(true);
  });

  it('no prerendered page (the app shell), another route, or a route not in the list → render afresh', () => {
    expect(start({ container: prerendered(null) })).toBe(false);
    expect(start({ pathname: '/auth/first-access' })).toBe(false);
    expect(start({ container: prerendered('/dashboard/app'), pathname: '/dashboard/app' })).toBe(false);
  });

  it('a config.json that changes what the pages print (brand, e-mail, phone, the demo accounts) → render afresh; other keys do not matter', () => {
    expect(start({ config: { ...buildTimeConfig, brandName: 'Aurora Homologação' } })).toBe(false);
    expect(start({ config: { ...buildTimeConfig, supportEmail: 'suporte@exemplo.com.br' } })).toBe(false);
    expect(start({ config: { ...buildTimeConfig, supportPhone: '5531999990000' } })).toBe(false);
    // The login lists the demo accounts while the demo backend is on.
    expect(start({ config: { ...buildTimeConfig, apiMocking: !buildTimeConfig.apiMocking } })).toBe(false);
    expect(start({ config: { ...buildTimeConfig, apiUrl: 'https://api.exemplo.com.br/', cmsUrl: 'https://cms.exemplo.com.br/' } })).toBe(true);
  });

  it('a guest screen for a visitor who is signing in, signed in, or has a notice to read → render afresh', () => {
    expect(start({ session: { status: 'initialising', notice: null } })).toBe(false);
    expect(start({ session: { status: 'signedIn', notice: null } })).toBe(false);
    expect(start({ session: { status: 'mfaPending', notice: null } })).toBe(false);
    expect(start({ session: { status: 'signedOut', notice: 'sessionExpired' } })).toBe(false);
  });

  it('a page built in another year (the footer prints the year) or without a build date → render afresh', () => {
    expect(start({ container: prerendered('/auth/login', '2025-12-31T12:00:00') })).toBe(false);
    const undated = prerendered('/auth/login');
    undated.removeAttribute(PRERENDERED_AT_ATTRIBUTE);
    expect(start({ container: undated })).toBe(false);
  });
});
