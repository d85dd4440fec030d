import { randomToken, sha256 } from './lib/random';
import { changeServerState, readServerState, type SessionRecord } from './serverState';

/**
 * Server sessions and their refresh cookie. Invariants:
 * - a session lives until its `expiresAt`, a logout, a refused refresh or a replay, and then never again;
 * - only a session opened with 'Manter conectado' has a refresh secret; the server keeps its SHA-256, never the secret;
 * - each refresh replaces the secret (rotation); a replaced secret presented again ends the whole session (reuse
 *   detection), since either the customer or a thief holds a copy and the server cannot tell which;
 * - a secret this server never issued ends nothing (knowing a session id is not enough to end it).
 */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Replaced secrets remembered per session, the latest ones: a replay older than these is refused as unknown, ending nothing. */
const RETIRED_KEPT = 50;
const SESSION_ID = /^sid\.[\w-]{22}$/;
const REFRESH_VALUE = /^(sid\.[\w-]{22})\.([\w-]{43})$/;

type Opened = { sid: string; refresh: string | null };
type RefreshOutcome =
  | { kind: 'rotated'; sid: string; accountId: string; refresh: string }
  | { kind: 'replayed' }
  | { kind: 'refused' };

const newSecret = () => randomToken(32);

/** Opens a session; with `keepConnected` it also gets a refresh value (`<sid>.<secret>`, the cookie's value). */
export async function openSession(accountId: string, keepConnected: boolean, tokenExpiresAt: number): Promise<Opened> {
  const sid = `sid.${randomToken(16)}`;
  const secret = keepConnected ? newSecret() : null;
  const record: SessionRecord = {
    accountId,
    expiresAt: keepConnected ? Date.now() + SESSION_LIFETIME_MS : tokenExpiresAt,
    refreshHash: secret ? await sha256(secret) : null,
    retiredHashes: [],
  };
  changeServerState((state) => {
    state.sessions[sid] = record;
  });
  return { sid, refresh: secret ? `${sid}.${secret}` : null };
}

/** The session if it is still alive (not ended, not past its time). */
export function liveSession(sid: string): SessionRecord | undefined {
  return SESSION_ID.test(sid) ? readServerState().sessions[sid] : undefined;
}

export function endSession(sid: string): void {
  changeServerState((state) => {
    delete state.sessions[sid];
  });
}

/** Rotates the session's refresh secret if `refresh` is the one now valid; ends the session if it is a replaced one. */
export async function rotateRefresh(refresh: string): Promise<RefreshOutcome> {
  const [, sid, secret] = REFRESH_VALUE.exec(refresh) ?? [];
  if (!sid || !secret) return { kind: 'refused' };
  // Hashed before the state is read: the read, the check and the write then run as one step.
  const presented = await sha256(secret);
  const next = newSecret();
  const nextHash = await sha256(next);
  return changeServerState((state): RefreshOutcome => {
    const session = state.sessions[sid];
    if (!session?.refreshHash) return { kind: 'refused' };
    if (session.retiredHashes.includes(presented)) {
      delete state.sessions[sid];
      return { kind: 'replayed' };
    }
    if (session.refreshHash !== presented) return { kind: 'refused' };
    session.retiredHashes = [...session.retiredHashes, presented].slice(-RETIRED_KEPT);
    session.refreshHash = nextHash;
    session.expiresAt = Date.now() + SESSION_LIFETIME_MS;
    return { kind: 'rotated', sid, accountId: session.accountId, refresh: `${sid}.${next}` };
  });
}
