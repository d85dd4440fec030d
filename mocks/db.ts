import { SEED_ACCOUNTS } from './data/accounts';
import type { AccountRecord } from './data/types';
import { normalizeDocument } from './lib/documents';
import { resetServerState } from './serverState';

type DbState = {
  accounts: AccountRecord[];
  /** Documents that asked for first access (document → e-mail). */
  firstAccess: Map<string, string>;
};

function seed(): DbState {
  return {
    accounts: structuredClone(SEED_ACCOUNTS) as AccountRecord[],
    firstAccess: new Map(),
  };
}

/** The in-memory data set; lives as long as the page (browser) or until resetDb (tests). Sessions and limits: serverState.ts. */
export const db: DbState = seed();

export function resetDb(): void {
  Object.assign(db, seed());
  resetServerState();
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
