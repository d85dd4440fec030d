import { fnv1a } from '@/shared/lib/hash';
import { isSameSubject, isTokenValid } from '@/shared/lib/token';

/**
 * What the tabs of this browser know of refreshes and endings, kept where every tab reads the same thing.
 *
 * localStorage is not that: each tab reads its own copy, which another tab's write reaches a moment later, so a tab
 * taking the lock right after another refreshed could still read the old token and refresh it again. IndexedDB is: a
 * transaction that completed before the lock was released is seen by every transaction after it, in any tab.
 *
 * It holds the last hand-over (a refresh of token A produced token B: the next holder of the lock takes B instead of
 * refreshing A again) and the digests of tokens whose session ended. Every ending forgets the hand-over and marks its
 * token (and the token that hand-over made of it) ended, so no tab takes up, refreshes into or joins that session again.
 */
export type RefreshLedger = {
  /** Whether `token`'s session ended in some tab, and the token a recorded refresh of it produced (else null). */
  lookup: (token: string | null) => Promise<{ ended: boolean; next: string | null }>;
  /** Records that `stale` (null: no token, a refresh from the cookie alone) became `next`. */
  record: (stale: string | null, next: string) => Promise<void>;
  /** A session ended with `token`: the hand-over is forgotten and the session marked ended. */
  end: (token: string) => Promise<void>;
};

type Entry = { from: string; token: string };
type Data = { last: Entry | null; ended: readonly string[] };

/** The IndexedDB database of the ledger (the cookie notice lists it). */
export const LEDGER_DATABASE = 'aurora-session';
const STORE = 'refresh';
const LAST = 'last';
const ENDED = 'ended';
// Endings are rare; a short list covers every tab still holding a token of a recent one.
const ENDED_KEPT = 32;

/** A digest of the token (64 bits from two FNV-1a seeds): the ended or old token itself is not kept. */
const digest = (token: string | null) => `${fnv1a(token ?? '').toString(36)}.${fnv1a(token ?? '', 0x01000193).toString(36)}`;

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof (value as Entry).from === 'string' && typeof (value as Entry).token === 'string';
const asData = (last: unknown, ended: unknown): Data => ({
  last: isEntry(last) ? last : null,
  ended: Array.isArray(ended) ? ended.filter((item): item is string => typeof item === 'string') : [],
});

const lookupIn = ({ last, ended }: Data, token: string | null) => ({
  ended: token !== null && ended.includes(digest(token)),
  next: last && last.from === digest(token) ? last.token : null,
});
const endedIn = ({ last, ended }: Data, token: string): readonly string[] => {
  const marks = [digest(token), ...(last && last.from === digest(token) ? [digest(last.token)] : [])];
  return [...ended.filter((mark) => !marks.includes(mark)), ...marks].slice(-ENDED_KEPT);
};

const openDatabase = (factory: IDBFactory) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(LEDGER_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });

/** Reads both keys in one transaction, lets `change` write in it, and resolves with what was read once it completed. */
const transact = async (factory: IDBFactory, mode: IDBTransactionMode, change?: (store: IDBObjectStore, data: Data) => void) => {
  const database = await openDatabase(factory);
  try {
    return await new Promise<Data>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const store = transaction.objectStore(STORE);
      const last = store.get(LAST);
      const ended = store.get(ENDED);
      let data: Data = { last: null, ended: [] };
      // Requests of one transaction complete in order: both values are in when the second one is.
      ended.onsuccess = () => {
        data = asData(last.result, ended.result);
        change?.(store, data);
      };
      transaction.oncomplete = () => resolve(data);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
};

/** The ledger on IndexedDB; a browser that refuses it (private mode, storage blocked) keeps none. */
const indexedDbLedger = (factory: IDBFactory): RefreshLedger => ({
  lookup: async (token) => {
    try {
      return lookupIn(await transact(factory, 'readonly'), token);
    } catch {
      return { ended: false, next: null };
    }
  },
  record: async (stale, next) => {
    try {
      await transact(factory, 'readwrite', (store) => store.put({ from: digest(stale), token: next } satisfies Entry, LAST));
    } catch {
      // Without the ledger a tab behind this one may refresh once more: never worse than before it.
    }
  },
  end: async (token) => {
    try {
      await transact(factory, 'readwrite', (store, data) => {
        store.put(endedIn(data, token), ENDED);
        store.delete(LAST);
      });
    } catch {
      // The other tabs still hear of the ending through storage.
    }
  },
});

/** One ledger for tabs that share this memory (tests: simulated tabs in one document; a browser without IndexedDB). */
export const memoryLedger = (): RefreshLedger => {
  let data: Data = { last: null, ended: [] };
  return {
    lookup: async (token) => lookupIn(data, token),
    record: async (stale, next) => {
      data = { ...data, last: { from: digest(stale), token: next } };
    },
    end: async (token) => {
      data = { last: null, ended: endedIn(data, token) };
    },
  };
};

/**
 * What the ledger says of `stale`: ended, or the token to take up instead of refreshing it (a recorded refresh of it,
 * while still valid and of the same user; of any user when there was no token: a refresh from the cookie alone).
 */
export const readLedger = async (ledger: RefreshLedger, stale: string | null): Promise<{ ended: boolean; handedOn: string | null }> => {
  const { ended, next } = await ledger.lookup(stale);
  const usable = next !== null && isTokenValid(next) && (stale === null || isSameSubject(next, stale));
  return { ended, handedOn: !ended && usable ? next : null };
};

/** The browser's ledger (IndexedDB), or one in memory for this tab alone where there is none. */
export const browserRefreshLedger = (): RefreshLedger =>
  typeof indexedDB === 'undefined' ? memoryLedger() : indexedDbLedger(indexedDB);
