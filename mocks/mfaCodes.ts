import { storageKey } from './lib/random';
import { changeServerState, readServerState, type PendingCode } from './serverState';

/**
 * The e-mailed sign-in codes the demo backend has sent: valid for 10 minutes, a new one no sooner than 60 s after
 * the last. Wrong codes are counted apart, per account (limits.ts), so a new password step does not restart them.
 */
const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;

export function codeSent(accountId: string, now = Date.now()): void {
  changeServerState((state) => {
    state.pendingCodes[storageKey(accountId)] = { sentAt: now, expiresAt: now + CODE_TTL_MS };
  }, now);
}

/** The account's code step, if one is pending and still valid. */
export function pendingCode(accountId: string, now = Date.now()): PendingCode | undefined {
  return readServerState(now).pendingCodes[storageKey(accountId)];
}

/** The step is over (signed in, or ended by too many wrong codes). */
export function codeStepEnded(accountId: string): void {
  changeServerState((state) => {
    delete state.pendingCodes[storageKey(accountId)];
  });
}
