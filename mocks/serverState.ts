/**
 * What a real server keeps between requests: sessions with their refresh rotation, the wrong-password and
 * wrong-code counts, and the e-mail codes sent. Node (tests, `demo:api`) keeps it in memory; the browser demo keeps it
 * in local storage (`persistServerStateIn`), read afresh on every change, so a reload or a second tab meets the same
 * server. Every change is one synchronous read-change-write, so two requests never interleave inside one.
 */
export type SessionRecord = {
  accountId: string;
  /** Epoch ms: the token's expiry without 'Manter conectado', 30 days after the last refresh with it. */
  expiresAt: number;
  /** SHA-256 of the refresh secret now valid (null: the session has no refresh cookie). */
  refreshHash: string | null;
  /** SHA-256 of the secrets it replaced: one of them coming back is a replay. */
  retiredHashes: string[];
};
/** Wrong tries in a row and when the last one came (epoch ms). */
type Failures = { count: number; lastAt: number };
export type PendingCode = { sentAt: number; expiresAt: number };

export type ServerState = {
  sessions: Record<string, SessionRecord>;
  /** By storageKey(document). */
  passwordFailures: Record<string, Failures>;
  /** By storageKey(account id). */
  codeFailures: Record<string, Failures>;
  /** By storageKey(account id). */
  pendingCodes: Record<string, PendingCode>;
};

/** local-storage key of the browser demo's server state. */
export const SERVER_STATE_KEY = 'demo-server-state';
/** Failure counts are forgotten this long after the last wrong try. */
export const FAILURE_MEMORY_MS = 15 * 60 * 1000;

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const empty = (): ServerState => ({ sessions: {}, passwordFailures: {}, codeFailures: {}, pendingCodes: {} });

let memory: ServerState = empty();
let storage: StateStorage | null = null;

/** Browser demo only: keep the state in `target` (local storage), shared by every tab of the origin. */
export function persistServerStateIn(target: StateStorage | null): void {
  storage = target;
}

function load(): ServerState {
  if (!storage) return memory;
  try {
    const parsed = JSON.parse(storage.getItem(SERVER_STATE_KEY) ?? 'null') as Partial<ServerState> | null;
    return { ...empty(), ...(parsed && typeof parsed === 'object' ? parsed : {}) };
  } catch {
    return empty();
  }
}

const keep = <T>(records: Record<string, T>, alive: (record: T) => boolean) =>
  Object.fromEntries(Object.entries(records).filter(([, record]) => alive(record)));

/** Drops what has ended on its own, so the stored state stays small and holds nothing past its time. */
function prune(state: ServerState, now: number): ServerState {
  return {
    sessions: keep(state.sessions, (session) => session.expiresAt > now),
    passwordFailures: keep(state.passwordFailures, (failures) => now - failures.lastAt < FAILURE_MEMORY_MS),
    codeFailures: keep(state.codeFailures, (failures) => now - failures.lastAt < FAILURE_MEMORY_MS),
    pendingCodes: keep(state.pendingCodes, (code) => code.expiresAt > now),
  };
}

/** Reads the state as it is now (nothing past its time). */
export const readServerState = (now = Date.now()): ServerState => prune(load(), now);

/** Applies `change` to the current state and stores the result; returns what `change` returns. */
export function changeServerState<T>(change: (state: ServerState) => T, now = Date.now()): T {
  const state = readServerState(now);
  const result = change(state);
  if (!storage) {
    memory = state;
    return result;
  }
  try {
    storage.setItem(SERVER_STATE_KEY, JSON.stringify(state));
  } catch {
    // A full storage only means this change is forgotten at the next reload.
  }
  return result;
}

/** Back to a server that never saw a request (tests, between cases). */
export function resetServerState(): void {
  memory = empty();
  storage?.removeItem(SERVER_STATE_KEY);
}
