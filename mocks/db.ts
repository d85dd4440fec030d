import { SEED_ACCOUNTS } from './data/accounts';
import type { AccountRecord } from './data/types';
import { randomId } from './lib/hash';
import { normalizeDocument } from './lib/documents';
import { resetCodes } from './mfaCodes';
import { issueSessionId, verifySessionId } from './token';

type Session = { accountId: string; revoked: boolean };

type DbState = {
  accounts: AccountRecord[];
  /** Refresh sessions by id (the `sid` claim and the `aurora_refresh` cookie). */
  sessions: Map<string, Session>;
  /** Consecutive wrong logins per document; MAX_LOGIN_FAILURES locks it until reset. */
  loginFailures: Map<string, number>;
  /** Documents that asked for first access (document → e-mail). */
  firstAccess: Map<string, string>;
};

export const MAX_LOGIN_FAILURES = 5;

function seed(): DbState {
  return {
    accounts: structuredClone(SEED_ACCOUNTS) as AccountRecord[],
    sessions: new Map(),
    loginFailures: new Map(),
    firstAccess: new Map(),
  };
}

/** The in-memory data set; lives as long as the page (browser) or until resetDb (tests). */
export const db: DbState = seed();

export function resetDb(): void {
  Object.assign(db, seed());
  resetCodes();
}

export function findAccountByDocument(document: string): AccountRecord | undefined {
  const wanted = normalizeDocument(document);
  return db.accounts.find((account) => account.document === wanted);
}

export function findAccountByEmail(email: string): AccountRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return wanted ? db.accounts.find((account) => account.email.toLowerCase() === wanted) : undefined;
}

export function findAccountById(id: string): AccountRecord | undefined {
  return db.accounts.find((account) => account.id === id);
}

/** A document is taken once it has an account or a pending first access. */
export function isDocumentTaken(document: string): boolean {
  const wanted = normalizeDocument(document);
  return Boolean(findAccountByDocument(wanted)) || db.firstAccess.has(wanted);
}

/** localStorage key of the logged-out session ids, so a reload cannot bring them back (browser only). */
export const REVOKED_SESSIONS_KEY = 'demo-revoked-sessions';

type RevocationStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Null in node tests: sessions then live in memory only and die with resetDb.
let revocationStorage: RevocationStorage | null = null;

/**
 * Browser worker only: accept signed session ids this page never saw (it was reloaded) and keep
 * logged-out ids in local storage, so "Manter conectado" survives a reload and logout still sticks.
 */
export function persistSessionsIn(storage: RevocationStorage | null): void {
  revocationStorage = storage;
}

function readRevoked(): string[] {
  try {
    const parsed: unknown = JSON.parse(revocationStorage?.getItem(REVOKED_SESSIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((sid): sid is string => typeof sid === 'string') : [];
  } catch {
    return [];
  }
}

function persistRevoked(sid: string): void {
  if (!revocationStorage) return;
  // Expired ids can never refresh again, so they are pruned instead of piling up.
  const kept = [...readRevoked(), sid].filter((id, index, all) => all.indexOf(id) === index && verifySessionId(id));
  try {
    revocationStorage.setItem(REVOKED_SESSIONS_KEY, JSON.stringify(kept));
  } catch {
    // A full storage only means the revocation lasts until the next reload.
  }
}

export function createSession(accountId: string): string {
  const sid = issueSessionId(accountId, randomId('n'));
  db.sessions.set(sid, { accountId, revoked: false });
  return sid;
}

/** A live session: signed and within its 30 days, not logged out, and known here or (browser) persisted. */
export function activeSession(sid: string | undefined): Session | undefined {
  const claims = sid ? verifySessionId(sid) : null;
  if (!sid || !claims || isSessionRevoked(sid)) return undefined;
  const known = db.sessions.get(sid);
  if (known) return known;
  return revocationStorage ? { accountId: claims.accountId, revoked: false } : undefined;
}

export function isSessionRevoked(sid: string): boolean {
  return db.sessions.get(sid)?.revoked === true || (revocationStorage !== null && readRevoked().includes(sid));
}

export function revokeSession(sid: string): void {
  const claims = verifySessionId(sid);
  const session = db.sessions.get(sid);
  if (session) session.revoked = true;
  else if (claims) db.sessions.set(sid, { accountId: claims.accountId, revoked: true });
  persistRevoked(sid);
}
