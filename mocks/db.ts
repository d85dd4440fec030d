import { SEED_ACCOUNTS } from './data/accounts';
import type { AccountRecord } from './data/types';
import { randomId } from './lib/hash';
import { normalizeDocument } from './lib/documents';

export type Session = { accountId: string; revoked: boolean };

type DbState = {
  accounts: AccountRecord[];
  /** Refresh sessions by id (the `sid` claim and the `aurora_refresh` cookie). */
  sessions: Map<string, Session>;
  /** Consecutive wrong logins per document; MAX_LOGIN_FAILURES locks it until reset. */
  loginFailures: Map<string, number>;
  /** Documents that asked for first access (document → e-mail). */
  firstAccess: Map<string, string>;
  /** Accounts that passed the password step and wait for the e-mail code. */
  pendingMfa: Set<string>;
};

export const MAX_LOGIN_FAILURES = 5;

function seed(): DbState {
  return {
    accounts: structuredClone(SEED_ACCOUNTS) as AccountRecord[],
    sessions: new Map(),
    loginFailures: new Map(),
    firstAccess: new Map(),
    pendingMfa: new Set(),
  };
}

/** The in-memory data set; lives as long as the page (browser) or until resetDb (tests). */
export const db: DbState = seed();

export function resetDb(): void {
  Object.assign(db, seed());
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

export function createSession(accountId: string): string {
  const sid = randomId('sid');
  db.sessions.set(sid, { accountId, revoked: false });
  return sid;
}

export function activeSession(sid: string | undefined): Session | undefined {
  const session = sid ? db.sessions.get(sid) : undefined;
  return session && !session.revoked ? session : undefined;
}

export function isSessionRevoked(sid: string): boolean {
  return db.sessions.get(sid)?.revoked === true;
}

export function revokeSession(sid: string): void {
  const session = db.sessions.get(sid);
  if (session) session.revoked = true;
}
