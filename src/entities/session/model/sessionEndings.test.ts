import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@test/demoBackend';
import { jwtFor, signedInSession } from '@test/session';
import { makeTestLock, openTab, settle } from '@test/sessionTabs';
import { openBrowser } from '@test/twoTabs';
import { getAccessToken, setAccessToken, setKeepConnected } from '@/shared/api';
import { logoutRequested, refreshRequested, sessionEnded, sessionStarted } from './sessionSlice';

const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@x.com.br', cnpj: '11222333000181', physicalAssets: [] };

type Tab = ReturnType<typeof openTab>;

/**
 * Tab A refreshed `old` into `renewed` (recorded in the ledger); tab B, sharing the lock and ledger, has not heard
 * of it and still holds `old`. The server refuses any further refresh of that session.
 */
const twoTabsAfterARefresh = async (keepConnected = true) => {
  const [old, renewed] = [jwtFor('u1', 3600), jwtFor('u1', 3700)];
  server.use(http.post('*/v1/auth/refresh-token', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })));
  setAccessToken(renewed);
  setKeepConnected(keepConnected);
  const lock = makeTestLock();
  const a = openTab(lock, { session: signedInSession(user, renewed, keepConnected) });
  const b = openTab(lock, { session: signedInSession(user, old, keepConnected) });
  await a.ledger.record(old, renewed);
  return { a, b, old, renewed };
};

describe('every ending forgets the refresh ledger', () => {
  it.each([
    ['logout', (tab: Tab) => (tab.store.dispatch(logoutRequested()), tab.store.dispatch(sessionEnded({ reason: 'logout' })))],
    ['expiry', (tab: Tab) => tab.store.dispatch(sessionEnded({ reason: 'expired' }))],
    ['refresh failure', (tab: Tab) => tab.store.dispatch(sessionEnded({ reason: 'refreshFailed' }))],
    ['another tab’s sign-out', (tab: Tab, token: string) => tab.storageEvent(token, null)],
  ])('%s: a tab still on the old token takes nothing of the ended session up', async (_name, end) => {
    const { a, b, old, renewed } = await twoTabsAfterARefresh();
    end(a, renewed);
    await settle();
    expect(a.store.getState().session.status).toBe('signedOut');
    b.store.dispatch(refreshRequested({ token: old, cause: 'timer' }));
    await settle(10);
    [a, b].forEach((tab) => tab.stop());
    expect(b.store.getState().session).toMatchObject({ status: 'signedOut', token: null });
    expect(await a.ledger.lookup(old)).toMatchObject({ next: null });
    expect((await a.ledger.lookup(renewed)).ended).toBe(true);
  });

  it('an expiry without consent (the timer, no refresh) forgets it too', async () => {
    const { a, old, renewed } = await twoTabsAfterARefresh(false);
    a.store.dispatch(refreshRequested({ token: renewed, cause: 'timer' }));
    await settle();
    a.stop();
    expect(a.store.getState().session).toMatchObject({ status: 'signedOut', endReason: 'expired' });
    expect((await a.ledger.lookup(old)).next).toBeNull();
  });
});

describe('the two races between tabs', () => {
  it('a tab still starting when another signs out does not finish signed in, and keeps no token', async () => {
    const browser = openBrowser();
    browser.open(0);
    browser.open(1);
    await settle();
    const token = browser.issue('u1', false, 3600);
    browser.tabs[0]!.store.dispatch(sessionStarted({ token, user, keepConnected: false }));
    browser.open(1);
    await settle();
    expect(browser.tabs[1]!.store.getState().session).toMatchObject({ status: 'initialising', token });
    browser.ended.add(browser.family.get(token)!);
    browser.tabs[0]!.store.dispatch(logoutRequested());
    browser.tabs[0]!.store.dispatch(sessionEnded({ reason: 'logout' }));
    browser.deliver(1);
    browser.pending.splice(0).forEach((call) => call.answer(true));
    await settle(10);
    browser.stop();
    expect(browser.tabs[1]!.store.getState().session).toMatchObject({ status: 'signedOut', token: null, user: null });
    expect(browser.tabs[1]!.store.getState().api.queries).toEqual({});
    expect(getAccessToken()).toBeNull();
  });

  it('a refresh answer reaching a tab after another tab’s logout does not sign that tab in again', async () => {
    const browser = openBrowser();
    [0, 1].forEach((index) => browser.open(index));
    await settle();
    const token = browser.issue('u1', true, 3600);
    [0, 1].forEach((index) => browser.tabs[index]!.store.dispatch(sessionStarted({ token, user, keepConnected: true })));
    browser.tabs[1]!.store.dispatch(refreshRequested({ token, cause: 'timer' }));
    await settle();
    expect(browser.pending).toHaveLength(1);
    // The server answered the refresh; the answer is still on its way when tab 0 signs out.
    browser.ended.add(browser.family.get(token)!);
    browser.tabs[0]!.store.dispatch(logoutRequested());
    browser.tabs[0]!.store.dispatch(sessionEnded({ reason: 'logout' }));
    browser.pending.splice(0).forEach((call) => call.answer(true));
    await settle(10);
    // Tab 1 wrote the new token before hearing of the logout; tab 0 hears of that write first.
    expect(browser.deliver(0)?.newValue).toBeTruthy();
    await settle(10);
    browser.pending.splice(0).forEach((call) => call.answer(true));
    await settle(10);
    expect(browser.tabs[0]!.store.getState().session).toMatchObject({ status: 'signedOut', user: null });
    while (browser.deliver(1)) await settle(4);
    await settle(10);
    browser.stop();
    [0, 1].forEach((index) => expect(browser.tabs[index]!.store.getState().session).toMatchObject({ status: 'signedOut', token: null }));
    expect(getAccessToken()).toBeNull();
  });
});

describe('tokens without a sub claim', () => {
  it('another tab’s token without a sub is never taken as a refresh of this tab’s (also without one)', async () => {
    const anonymous = (nonce: string) => `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, nonce }))}.sig`;
    const [mine, theirs] = [anonymous('a'), anonymous('b')];
    server.use(http.get('*/v1/account/my-account', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })));
    setAccessToken(mine);
    const tab = openTab(makeTestLock(), { session: signedInSession(user, mine, true) });
    setAccessToken(theirs);
    tab.storageEvent(mine, theirs);
    await settle();
    tab.stop();
    // Not a refresh of this session: this tab joins it as another sign-in, which the server refuses here.
    expect(tab.store.getState().session).toMatchObject({ status: 'signedOut', token: null, user: null });
    expect(getAccessToken()).toBe(theirs);
  });
});
