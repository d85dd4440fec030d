import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@test/demoBackend';
import { jwtFor, signedInSession } from '@test/session';
import { makeTestLock, openTab, settle } from '@test/sessionTabs';
import type { RefreshLock } from './refreshSession';
import { baseApi, buildTimeApiContext, getAccessToken, getSessionExpiredFlag, setAccessToken, setKeepConnected } from '@/shared/api';
import { buildTimeConfig } from '@/shared/config';
import { logoutRequested, refreshRequested, sessionEnded } from './sessionSlice';

const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@x.com.br', cnpj: '11222333000181', physicalAssets: [] };
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<{ ok: boolean }, string>({ query: (id) => ({ url: `v1/probe/${id}` }) }) }),
});

/** The server: refresh answers `next` after `wait` ms (counting calls); the probe accepts only `valid`. */
const backend = ({ next, wait = 20, valid }: { next: string | null; wait?: number; valid: () => string | null }) => {
  const calls: (string | null)[] = [];
  server.use(
    http.post('*/v1/auth/refresh-token', async ({ request }) => {
      calls.push(request.headers.get('Authorization'));
      await new Promise((resolve) => setTimeout(resolve, wait));
      return next ? HttpResponse.json({ token: next }) : HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 });
    }),
    http.get('*/v1/probe/:id', ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${valid()}`
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 }),
    ),
  );
  return calls;
};

const signedInTab = (token: string, keepConnected: boolean, lock = makeTestLock(), config = buildTimeConfig) => {
  setAccessToken(token);
  setKeepConnected(keepConnected);
  return openTab(lock, { session: signedInSession(user, token, keepConnected) }, { context: { ...buildTimeApiContext, config } });
};

describe('refresh flow', () => {
  it('two parallel 401s make one refresh call, then both requests are retried with the new token', async () => {
    const [old, renewed] = [jwtFor('u1'), jwtFor('u1')];
    const calls = backend({ next: renewed, valid: () => renewed });
    const { store, stop } = signedInTab(old, true);
    const [a, b] = await Promise.all([
      store.dispatch(probeApi.endpoints.probe.initiate('a')),
      store.dispatch(probeApi.endpoints.probe.initiate('b')),
    ]);
    stop();
    expect(calls).toEqual([`Bearer ${old}`]);
    expect(a.data).toEqual({ ok: true });
    expect(b.data).toEqual({ ok: true });
    expect(getAccessToken()).toBe(renewed);
    expect(store.getState().session).toMatchObject({ status: 'signedIn', token: renewed });
  });

  it('a 401 that arrives after the refresh retries with the current token instead of refreshing again', async () => {
    const [old, renewed] = [jwtFor('u1'), jwtFor('u1')];
    const calls = backend({ next: renewed, valid: () => renewed });
    let answerLate: () => void = () => undefined;
    server.use(
      http.get('*/v1/probe/late', async ({ request }) => {
        if (request.headers.get('Authorization') === `Bearer ${renewed}`) return HttpResponse.json({ ok: true });
        await new Promise<void>((resolve) => (answerLate = resolve));
        return HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 });
      }),
    );
    const { store, stop } = signedInTab(old, true);
    const late = store.dispatch(probeApi.endpoints.probe.initiate('late'));
    await settle();
    expect((await store.dispatch(probeApi.endpoints.probe.initiate('first'))).data).toEqual({ ok: true });
    answerLate();
    expect((await late).data).toEqual({ ok: true });
    stop();
    expect(calls).toHaveLength(1);
  });

  it("without 'Manter conectado' a 401 refreshes nothing: the session ends as on expiry", async () => {
    const token = jwtFor('u1');
    const calls = backend({ next: jwtFor('u1'), valid: () => null });
    const { store, stop } = signedInTab(token, false);
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('c'));
    stop();
    // The session's end resets the API cache: the refused call leaves no data behind.
    expect(result.data).toBeUndefined();
    expect(calls).toEqual([]);
    expect(store.getState().session).toMatchObject({ status: 'signedOut', endReason: 'expired', notice: 'sessionExpired' });
    expect(getAccessToken()).toBeNull();
    expect(getSessionExpiredFlag()).toBe(true);
  });

  it('a failed refresh ends the session: token removed and sessionExpired stored', async () => {
    const calls = backend({ next: null, valid: () => null });
    const { store, stop } = signedInTab(jwtFor('u1'), true);
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('d'));
    stop();
    expect(result.data).toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ status: 'signedOut', endReason: 'refreshFailed' });
    expect(getAccessToken()).toBeNull();
    expect(getSessionExpiredFlag()).toBe(true);
  });

  it('a logout while the refresh is in flight: the answer is dropped and no token is written back', async () => {
    const renewed = jwtFor('u1');
    backend({ next: renewed, wait: 50, valid: () => null });
    const { store, stop } = signedInTab(jwtFor('u1'), true);
    store.dispatch(refreshRequested({ token: store.getState().session.token!, cause: 'timer' }));
    await settle(2);
    store.dispatch(logoutRequested());
    store.dispatch(sessionEnded({ reason: 'logout' }));
    await new Promise((resolve) => setTimeout(resolve, 80));
    await settle();
    stop();
    expect(store.getState().session).toMatchObject({ status: 'signedOut', token: null, notice: null });
    expect(getAccessToken()).toBeNull();
    expect(getSessionExpiredFlag()).toBe(false);
  });

  it('a 401 right after a voluntary logout never says the session expired', async () => {
    backend({ next: jwtFor('u1'), valid: () => null });
    const { store, stop } = signedInTab(jwtFor('u1'), true);
    const probe = store.dispatch(probeApi.endpoints.probe.initiate('e'));
    store.dispatch(logoutRequested());
    await probe;
    store.dispatch(sessionEnded({ reason: 'logout' }));
    await settle();
    stop();
    expect(store.getState().session.notice).toBeNull();
    expect(getSessionExpiredFlag()).toBe(false);
  });

  it('the refresh URL joins the API base like every other call, with or without a trailing slash', async () => {
    const renewed = jwtFor('u1');
    const seen: string[] = [];
    server.use(
      http.post('*/gateway/v1/auth/refresh-token', ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json({ token: renewed });
      }),
    );
    for (const apiUrl of ['/gateway', '/gateway/']) {
      const { store, stop } = signedInTab(jwtFor('u1'), true, makeTestLock(), { ...buildTimeConfig, apiUrl });
      store.dispatch(refreshRequested({ token: store.getState().session.token!, cause: 'timer' }));
      await settle(10);
      stop();
      expect(store.getState().session.token).toBe(renewed);
    }
    expect(seen).toEqual(['/gateway/v1/auth/refresh-token', '/gateway/v1/auth/refresh-token']);
  });

  it('three tabs at the refresh moment make one refresh call; all stay signed in with the new token', async () => {
    const [old, renewed] = [jwtFor('u1'), jwtFor('u1')];
    const calls = backend({ next: renewed, valid: () => renewed });
    const lock = makeTestLock();
    const tabs = [signedInTab(old, true, lock), signedInTab(old, true, lock), signedInTab(old, true, lock)];
    tabs.forEach(({ store }) => store.dispatch(refreshRequested({ token: old, cause: 'timer' })));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await settle();
    tabs.forEach(({ stop }) => stop());
    expect(calls).toHaveLength(1);
    tabs.forEach(({ store }) => expect(store.getState().session).toMatchObject({ status: 'signedIn', token: renewed }));
    expect(getAccessToken()).toBe(renewed);
  });

  it("a tab whose copy of localStorage still holds the old token when it takes the lock takes the refreshed one from the ledger: one call", async () => {
    const [old, renewed] = [jwtFor('u1'), jwtFor('u1')];
    const calls = backend({ next: renewed, valid: () => renewed });
    const shared = makeTestLock();
    let grants = 0;
    // The browser: another tab's localStorage write reaches this tab a moment after the lock does.
    const lock: RefreshLock = (task) =>
      shared(() => {
        grants += 1;
        if (grants === 2) setAccessToken(old);
        return task();
      });
    const tabs = [signedInTab(old, true, lock), signedInTab(old, true, lock)];
    tabs.forEach(({ store }) => store.dispatch(refreshRequested({ token: old, cause: 'timer' })));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await settle();
    tabs.forEach(({ stop }) => stop());
    expect(grants).toBe(2);
    expect(calls).toHaveLength(1);
    tabs.forEach(({ store }) => expect(store.getState().session).toMatchObject({ status: 'signedIn', token: renewed }));
  });

  it('a logout forgets the ledger: a tab taking the lock after it refreshes nothing of the ended session', async () => {
    const [old, renewed] = [jwtFor('u1'), jwtFor('u1')];
    const calls = backend({ next: renewed, valid: () => renewed });
    const lock = makeTestLock();
    const [first, second] = [signedInTab(old, true, lock), signedInTab(old, true, lock)];
    first.store.dispatch(refreshRequested({ token: old, cause: 'timer' }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await settle();
    expect(first.store.getState().session).toMatchObject({ status: 'signedIn', token: renewed });
    first.store.dispatch(logoutRequested());
    first.store.dispatch(sessionEnded({ reason: 'logout' }));
    await settle();
    // The second tab, still on the old token with a stale copy of storage, finds nothing to take up: it asks the
    // server, which answers for a signed-out session as it must (a real one refuses).
    setAccessToken(old);
    second.store.dispatch(refreshRequested({ token: old, cause: 'timer' }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await settle();
    [first, second].forEach(({ stop }) => stop());
    expect(calls).toHaveLength(2);
  });
});
