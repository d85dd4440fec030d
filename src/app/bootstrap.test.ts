import type * as SharedConfig from '@/shared/config';

// The app's start after config.json is cut into tasks (src/app/bootstrap.tsx): route matching, the store, the router
// and the listeners each run after the browser has had a task of its own.
const steps: string[] = [];
const fakeStore = {
  dispatch: vi.fn(() => steps.push('dispatch')),
  getState: () => ({ session: {} }),
};
const fakeRouter = { state: { initialized: true, location: { pathname: '/auth/login', search: '', hash: '' } }, subscribe: vi.fn() };
/** config.json's answer, held until the test lets it arrive. */
const configGate = { open: () => {} };
const configAnswered = new Promise<void>((resolve) => {
  configGate.open = resolve;
});

vi.mock('@/shared/config', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedConfig>()),
  loadRuntimeConfig: vi.fn(async () => {
    await configAnswered;
    return { ok: true, config: { apiMocking: false } };
  }),
}));
vi.mock('@/shared/lib/analytics', () => ({ initAnalytics: vi.fn() }));
vi.mock('./routes', () => ({
  preloadRoute: vi.fn(async () => steps.push('preloadRoute')),
  routePattern: vi.fn(),
  createAppRouter: vi.fn(() => {
    steps.push('router');
    return fakeRouter;
  }),
}));
vi.mock('./store', () => ({
  makeStore: vi.fn(() => {
    steps.push('store');
    return fakeStore;
  }),
}));
vi.mock('./listeners', () => ({ registerAppListeners: vi.fn(() => steps.push('listeners')) }));
vi.mock('redux-persist', () => ({ persistStore: (_store: unknown, _options: unknown, done: () => void) => done() }));
vi.mock('./prerender', () => ({
  AppRoot: () => null,
  canHydrate: () => false,
  hydrateInSlices: vi.fn(),
  takeEarlyInput: () => () => undefined,
}));
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render: () => steps.push('render') }) }));

// Module loading and promise chains take real turns of the event loop; the task breaks are on the faked clock.
const realSetTimeout = globalThis.setTimeout;
const settle = () => new Promise((resolve) => realSetTimeout(resolve, 20));

afterEach(() => {
  vi.useRealTimers();
});

it('matches the routes, makes the store, makes the router, starts the listeners, the session and React each in a task of its own', async () => {
  const { bootstrap } = await import('./bootstrap');
  vi.useFakeTimers();
  const done = bootstrap(document.createElement('div'));
  await settle();
  // config.json is on its way; matching the routes (to fetch their code meanwhile) waits for a task of its own.
  expect(steps).toEqual([]);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  await settle();
  expect(steps).toEqual(['preloadRoute']);
  configGate.open();
  await settle();
  expect(steps).toEqual(['preloadRoute', 'store']);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  await settle();
  expect(steps).toEqual(['preloadRoute', 'store', 'router']);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  await settle();
  // The listeners follow the router, then the session starts in a task of its own.
  expect(steps).toEqual(['preloadRoute', 'store', 'router', 'listeners']);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  await settle();
  expect(steps).toEqual(['preloadRoute', 'store', 'router', 'listeners', 'dispatch']);
  // Once the session, the settings and the router are ready, React starts in a task of its own too.
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  await settle();
  expect(steps).toEqual(['preloadRoute', 'store', 'router', 'listeners', 'dispatch', 'render']);
  await done;
});
