// The entry evaluates the app's start in three stages, a task apart (src/app/main.tsx).
const loaded: string[] = [];
vi.mock('./styles/global.css', () => ({}));
vi.mock('./start/react', () => {
  loaded.push('react');
  return {};
});
vi.mock('./start/libraries', () => {
  loaded.push('libraries');
  return {};
});
vi.mock('./bootstrap', () => {
  loaded.push('app');
  return { bootstrap: vi.fn(async () => loaded.push('started')) };
});

// Module loading takes real turns of the event loop; the stages' task breaks are on the faked clock.
const realSetTimeout = globalThis.setTimeout;
const settle = () => new Promise((resolve) => realSetTimeout(resolve, 50));

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('root')?.remove();
});

it('loads React, then the libraries, then the app, each after a task break, and starts the app on #root', async () => {
  vi.useFakeTimers();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  await import('./main');
  await settle();
  // Nothing more until the browser has had a task of its own.
  expect(loaded).toEqual(['react']);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  await settle();
  expect(loaded).toEqual(['react', 'libraries']);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  await settle();
  expect(loaded).toEqual(['react', 'libraries', 'app', 'started']);
  const { bootstrap } = await import('./bootstrap');
  expect(bootstrap).toHaveBeenCalledWith(root);
});
