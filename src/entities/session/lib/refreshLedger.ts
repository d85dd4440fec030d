import { fnv1a } from '@/shared/lib/hash';
import { getTokenSubject, isTokenValid } from '@/shared/lib/token';

/**
 * What the last refresh under the tabs' lock turned a token into, kept where every tab reads the same thing.
 *
 * localStorage is not that: each tab reads its own copy, which another tab's write reaches a moment later, so a tab
 * taking the lock right after another refreshed could still read the old token and refresh it again (seen in the
 * three-tab e2e test: two refresh calls). IndexedDB is: a transaction that completed before the lock was released
 * is seen by every transaction after it, in any tab. The refresher records its result before releasing the lock;
 * the next holder reads it first.
 */
export type RefreshLedger = {
  /** The token the last recorded refresh of `stale` produced, or null when the last refresh was of another token. */
  handedOn: (stale: string | null) => Promise<string | null>;
  /** Records that `stale` (null: no token, a refresh from the cookie alone) became `next`. */
  record: (stale: string | null, next: string) => Promise<void>;
  /** Forgets it: nothing a signed-out session refreshed may be taken up again. */
  clear: () => Promise<void>;
};

type Entry = { from: string; token: string };

const DATABASE = 'aurora-session';
const STORE = 'refresh';
const KEY = 'last';

/** A digest of the token (64 bits from two FNV-1a seeds): the old token itself is not kept. */
const digest = (token: string | null) => `${fnv1a(token ?? '').toString(36)}.${fnv1a(token ?? '', 0x01000193).toString(36)}`;

const openDatabase = (factory: IDBFactory) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });

/** Runs one transaction on the store; resolves once it has completed (committed for every tab). */
const transact = async <T>(factory: IDBFactory, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | undefined) => {
  const database = await openDatabase(factory);
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
};

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof (value as Entry).from === 'string' && typeof (value as Entry).token === 'string';

/** The ledger on IndexedDB; a browser that refuses it (private mode, storage blocked) keeps none. */
const indexedDbLedger = (factory: IDBFactory): RefreshLedger => ({
  handedOn: async (stale) => {
    try {
      const entry = await transact<unknown>(factory, 'readonly', (store) => store.get(KEY));
      return isEntry(entry) && entry.from === digest(stale) ? entry.token : null;
    } catch {
      return null;
    }
  },
  record: async (stale, next) => {
    try {
      await transact(factory, 'readwrite', (store) => store.put({ from: digest(stale), token: next } satisfies Entry, KEY));
    } catch {
      // Without the ledger a tab behind this one may refresh once more: never worse than before it.
    }
  },
  clear: async () => {
    try {
      await transact(factory, 'readwrite', (store) => store.delete(KEY));
    } catch {
      // Nothing kept, nothing to forget.
    }
  },
});

/** One ledger for tabs that share this memory (tests: simulated tabs in one document). */
export const memoryLedger = (): RefreshLedger => {
  const entries = new Map<string, Entry>();
  return {
    handedOn: async (stale) => {
      const entry = entries.get(KEY);
      return entry && entry.from === digest(stale) ? entry.token : null;
    },
    record: async (stale, next) => {
      entries.set(KEY, { from: digest(stale), token: next });
    },
    clear: async () => {
      entries.delete(KEY);
    },
  };
};

/**
 * The token to take up instead of refreshing `stale`: the one the ledger says a tab's refresh of it produced, while
 * still valid and of the same user (of any user when there was no token: a refresh from the cookie alone).
 */
export const handedOnToken = async (ledger: RefreshLedger, stale: string | null): Promise<string | null> => {
  const token = await ledger.handedOn(stale);
  if (token === null || !isTokenValid(token)) return null;
  return stale === null || getTokenSubject(token) === getTokenSubject(stale) ? token : null;
};

/** The browser's ledger (IndexedDB), or one in memory where there is none. */
export const browserRefreshLedger: RefreshLedger =
  typeof indexedDB === 'undefined' ? memoryLedger() : indexedDbLedger(indexedDB);
