import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@test/demoBackend';
import { jwtFor, signedOutSession } from '@test/session';
import { makeTestLock, openTab, settle } from '@test/sessionTabs';
import { baseApi, getAccessToken } from '@/shared/api';
import { sessionWoke } from './expiryTimer';
import { logoutRequested, refreshRequested, sessionEnded, sessionStarted, type SessionState } from './sessionSlice';

/**
 * Invariants of the session machine under random interleavings of: sign-in (with or without
 * 'Manter conectado', long or nearly expired tokens), the expiry timer, a 401, refresh answers and
 * failures, logout, another tab's sign-out, and a wake-up, played on two tabs sharing storage and a lock.
 */
const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@x.com.br', cnpj: '11222333000181', physicalAssets: [] };
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ propertyProbe: build.query<unknown, number>({ query: (id) => ({ url: `v1/property-probe/${id}` }) }) }),
});

type Command =
  | { kind: 'login'; tab: number; keep: boolean; short: boolean }
  | { kind: 'timer' | 'unauthorized' | 'logout' | 'wake'; tab: number }
  | { kind: 'answer'; ok: boolean }
  | { kind: 'otherTabSignOut' };

const tabIndex = fc.integer({ min: 0, max: 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('login' as const), tab: tabIndex, keep: fc.boolean(), short: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('timer' as const, 'unauthorized' as const, 'logout' as const, 'wake' as const), tab: tabIndex }),
  fc.record({ kind: fc.constant('answer' as const), ok: fc.boolean() }),
  fc.constant({ kind: 'otherTabSignOut' as const }),
);

const live = (session: SessionState) => session.status === 'signedIn' || session.status === 'refreshing';

async function play(commands: Command[]) {
  const consent = new Map<string, boolean>();
  // A sign-in starts a family of tokens; a refresh answer joins the family of the token it renewed.
  const family = new Map<string, number>();
  const loggedOut = new Set<number>();
  const rejected = new Set<string>();
  const pending: { token: string; answer: (ok: boolean) => void }[] = [];
  const asked: string[] = [];
  server.use(
    http.post('*/v1/auth/refresh-token', async ({ request }) => {
      const token = (request.headers.get('Authorization') ?? '').replace('Bearer ', '');
      asked.push(token);
      const ok = await new Promise<boolean>((answer) => pending.push({ token, answer }));
      pending.splice(pending.findIndex((entry) => entry.token === token), 1);
      if (!ok) return HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 });
      const next = jwtFor('u1');
      consent.set(next, consent.get(token) ?? false);
      family.set(next, family.get(token) ?? -1);
      return HttpResponse.json({ token: next });
    }),
    http.get('*/v1/property-probe/:id', ({ request }) =>
      rejected.has((request.headers.get('Authorization') ?? '').replace('Bearer ', ''))
        ? HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })
        : HttpResponse.json({ ok: true }),
    ),
  );
  localStorage.clear();
  const lock = makeTestLock();
  const tabs = [openTab(lock, { session: signedOutSession() }), openTab(lock, { session: signedOutSession() })];
  const session = (tab: number) => tabs[tab]!.store.getState().session;
  let stored = getAccessToken();
  let probes = 0;

  /** Delivers a change of the shared token as the browser would: a storage event in the tabs that did not write it. */
  const deliver = () => {
    const now = getAccessToken();
    if (now === stored) return;
    tabs.forEach((tab) => {
      if (tab.store.getState().session.token !== now) tab.storageEvent(stored, now);
    });
    stored = now;
  };

  const check = () => {
    const all = tabs.map((tab) => tab.store.getState().session);
    if (all.every((one) => !live(one) && one.status !== 'ending')) expect(getAccessToken(), 'a token stored after every session ended').toBeNull();
    const inFlight = pending.map((entry) => entry.token);
    expect(new Set(inFlight).size, 'two refreshes in flight for one token').toBe(inFlight.length);
    asked.forEach((token) => expect(consent.get(token), 'a refresh without keep-connected').toBe(true));
    const stale = (token: string | null) => token !== null && loggedOut.has(family.get(token) ?? -1);
    expect(stale(getAccessToken()), 'a logged-out session written back to storage').toBe(false);
    all.forEach((one) => {
      if (live(one)) expect(stale(one.token), 'a logged-out session signed in again').toBe(false);
      if (one.notice === 'sessionExpired') expect(['expired', 'refreshFailed']).toContain(one.endReason);
      if (one.status === 'signedOut') expect(one.token).toBeNull();
    });
  };

  for (const step of commands) {
    if (step.kind === 'login' && ['signedOut', 'initialising'].includes(session(step.tab).status)) {
      const token = jwtFor('u1', step.short ? 4 * 60 : 60 * 60);
      consent.set(token, step.keep);
      family.set(token, family.size);
      tabs[step.tab]!.store.dispatch(sessionStarted({ token, user, keepConnected: step.keep }));
    } else if (step.kind === 'timer' && session(step.tab).status === 'signedIn') {
      tabs[step.tab]!.store.dispatch(refreshRequested({ token: session(step.tab).token!, cause: 'timer' }));
    } else if (step.kind === 'unauthorized' && session(step.tab).status === 'signedIn') {
      rejected.add(session(step.tab).token!);
      probes += 1;
      void tabs[step.tab]!.store.dispatch(probeApi.endpoints.propertyProbe.initiate(probes));
    } else if (step.kind === 'logout' && live(session(step.tab))) {
      loggedOut.add(family.get(session(step.tab).token!) ?? -1);
      tabs[step.tab]!.store.dispatch(logoutRequested());
      tabs[step.tab]!.store.dispatch(sessionEnded({ reason: 'logout' }));
    } else if (step.kind === 'wake') {
      tabs[step.tab]!.store.dispatch(sessionWoke());
    } else if (step.kind === 'answer' && pending.length > 0) {
      pending[0]!.answer(step.ok);
    } else if (step.kind === 'otherTabSignOut' && getAccessToken()) {
      localStorage.removeItem('accessToken');
    }
    await settle(6);
    deliver();
    await settle(4);
    deliver();
    check();
  }
  // Let whatever is still in flight finish (refused), then check once more.
  while (pending.length > 0) {
    pending[0]!.answer(false);
    await settle(6);
    deliver();
  }
  await settle(6);
  deliver();
  check();
  tabs.forEach((tab) => tab.stop());
}

/** Found by this property in CI: a second sign-in without consent, taken by a tab that had consented. */
const SECOND_SIGN_IN_WITHOUT_CONSENT: Command[] = [
  { kind: 'login', tab: 0, keep: true, short: false },
  { kind: 'login', tab: 1, keep: false, short: false },
  { kind: 'timer', tab: 0 },
  { kind: 'answer', ok: false },
];

describe('session machine: properties under random interleavings', () => {
  it('no token after the end, one refresh per token, none without consent, the expired notice only for expiry', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), (commands) => play(commands)),
      { numRuns: 100, examples: [[SECOND_SIGN_IN_WITHOUT_CONSENT]] },
    );
  }, 120_000);
});
