/**
 * The e-mailed sign-in codes the demo backend has sent (issue 18): valid for 10 minutes, a new one no
 * sooner than 60 s after the last, and five wrong codes end the step. In the browser they are kept in
 * local storage, so a reload of the verify page can still use its code (the worker's memory is new).
 */
const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
const MAX_CODE_FAILURES = 5;
const PENDING_CODES_KEY = 'demo-pending-codes';

type PendingCode = { sentAt: number; expiresAt: number; failures: number };
type CodeStorage = Pick<Storage, 'getItem' | 'setItem'>;

const memory = new Map<string, PendingCode>();
// Null in node tests and over HTTP: codes live in the process memory.
let storage: CodeStorage | null = null;

/** Browser worker only: keep pending codes in local storage. */
export function persistCodesIn(target: CodeStorage | null): void {
  storage = target;
}

function load(): Map<string, PendingCode> {
  if (!storage) return memory;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_CODES_KEY) ?? '{}');
    return new Map(Object.entries(parsed && typeof parsed === 'object' ? (parsed as Record<string, PendingCode>) : {}));
  } catch {
    return new Map();
  }
}

function save(codes: Map<string, PendingCode>): void {
  if (!storage) return;
  try {
    storage.setItem(PENDING_CODES_KEY, JSON.stringify(Object.fromEntries(codes)));
  } catch {
    // A full storage only means the code is forgotten on the next reload.
  }
}

const update = (change: (codes: Map<string, PendingCode>) => void) => {
  const codes = load();
  change(codes);
  save(codes);
};

export function codeSent(accountId: string, now = Date.now()): void {
  update((codes) => codes.set(accountId, { sentAt: now, expiresAt: now + CODE_TTL_MS, failures: 0 }));
}

/** The account's code step, if one is pending and still valid. */
export function pendingCode(accountId: string, now = Date.now()): PendingCode | undefined {
  const code = load().get(accountId);
  return code && code.expiresAt > now ? code : undefined;
}

/** Counts a wrong code; returns true when that was the last try allowed (the step is then over). */
export function codeFailed(accountId: string): boolean {
  let over = false;
  update((codes) => {
    const code = codes.get(accountId);
    if (!code) return;
    code.failures += 1;
    over = code.failures >= MAX_CODE_FAILURES;
    if (over) codes.delete(accountId);
  });
  return over;
}

export function codeUsed(accountId: string): void {
  update((codes) => codes.delete(accountId));
}

export function resetCodes(): void {
  memory.clear();
}
