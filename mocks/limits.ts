import { storageKey } from './lib/random';
import { changeServerState, FAILURE_MEMORY_MS, readServerState, type ServerState } from './serverState';

/**
 * Guessing limits. Five wrong passwords in a row lock the document, and five wrong e-mail codes lock the account's
 * code step, each for 15 minutes from the fifth try (then 429 with Retry-After, even for the right password or code).
 * A count is forgotten 15 minutes after its last wrong try and cleared by a success; a new password step does not
 * clear the code count. Records are keyed by a digest: the browser demo's storage names no document or account.
 */
export const MAX_FAILURES = 5;
const LOCK_MS = FAILURE_MEMORY_MS;

type Guess = 'password' | 'code';
const table = (state: ServerState, guess: Guess) => (guess === 'password' ? state.passwordFailures : state.codeFailures);

/** Milliseconds until `subject` (a document, or an account id for codes) may try again; 0 when it may now. */
export function lockedFor(guess: Guess, subject: string, now = Date.now()): number {
  const failures = table(readServerState(now), guess)[storageKey(subject)];
  return failures && failures.count >= MAX_FAILURES ? failures.lastAt + LOCK_MS - now : 0;
}

/** Counts a wrong try; returns the count, MAX_FAILURES meaning this try locked the subject. */
export function recordFailure(guess: Guess, subject: string, now = Date.now()): number {
  return changeServerState((state) => {
    const failures = table(state, guess);
    const key = storageKey(subject);
    const count = (failures[key]?.count ?? 0) + 1;
    failures[key] = { count, lastAt: now };
    return count;
  }, now);
}

export function clearFailures(guess: Guess, subject: string): void {
  changeServerState((state) => {
    delete table(state, guess)[storageKey(subject)];
  });
}

/** The Retry-After header (whole seconds, at least 1) for a lock with `ms` left. */
export const retryAfter = (ms: number): Record<string, string> => ({ 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });
