import { makeStore } from '@/app/store';
import { initSession, memoryLedger, registerSessionListeners, type RefreshLedger, type RefreshLock } from '@/entities/session';
import { STORAGE_KEYS } from '@/shared/api';

/** A browser-wide lock for simulated tabs: tasks run one after another, like navigator.locks. */
export const makeTestLock = (): RefreshLock => {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
};

/** Tabs that share a lock share a refresh ledger too (one browser); each test's lock starts with an empty one. */
const ledgers = new WeakMap<RefreshLock, RefreshLedger>();
const ledgerOf = (lock: RefreshLock) => {
  const known = ledgers.get(lock);
  if (known) return known;
  const ledger = memoryLedger();
  ledgers.set(lock, ledger);
  return ledger;
};

type Listener = (event: Event) => void;

/**
 * A simulated browser tab: its own store and session listeners, sharing this jsdom's localStorage with
 * the other tabs; `storageEvent` delivers what another tab's write would fire here.
 */
export const openTab = (
  lock: RefreshLock,
  preloaded?: Parameters<typeof makeStore>[0],
  {
    prepare,
    context,
  }: {
    /** Runs before the session's listeners are registered (a listener added here sees every action first). */
    prepare?: (store: ReturnType<typeof makeStore>) => void;
    /** The runtime configuration and backend readiness the API layer reads (the build's by default). */
    context?: Parameters<typeof makeStore>[1];
  } = {},
) => {
  const listeners = new Map<string, Set<Listener>>();
  const target = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    document: window.document,
    localStorage: window.localStorage,
  } as unknown as Window;
  const store = makeStore(preloaded, context);
  prepare?.(store);
  const ledger = ledgerOf(lock);
  const stop = registerSessionListeners(store, { target, lock, ledger });
  /** The app's start in this tab (reads storage), with the tabs' lock and ledger. */
  const start = (pathname = '/dashboard/app') => store.dispatch(initSession({ pathname, lock, ledger }));
  const storageEvent = (oldValue: string | null, newValue: string | null) => {
    const event = new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, oldValue, newValue, storageArea: window.localStorage });
    listeners.get('storage')?.forEach((listener) => listener(event));
  };
  /** Fires a window event (focus, visibilitychange) at this tab. */
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener(new Event(type)));
  return { store, stop, storageEvent, fire, start, ledger };
};

/** Lets MSW answer and the listeners run (several macrotasks). */
export const settle = async (rounds = 5) => {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
