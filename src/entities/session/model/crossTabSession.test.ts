import { describe, expect, it } from 'vitest';
import { loginToken } from '../../../../mocks/testing';
import { jwtFor, signedInSession, signedOutSession } from '@test/session';
import { makeTestLock, openTab, settle } from '@test/sessionTabs';
import { getAccessToken, setAccessToken, setKeepConnected } from '@/shared/api';
import '@test/demoBackend';

const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@x.com.br', cnpj: '11222333000181', physicalAssets: [] };

describe('session across tabs (storage events)', () => {
  it("another tab's sign-out ends this tab's session without the expiry notice", async () => {
    const token = jwtFor('u1');
    setAccessToken(token);
    const tab = openTab(makeTestLock(), { session: signedInSession(user, token) });
    setAccessToken(null);
    tab.storageEvent(token, null);
    tab.stop();
    expect(tab.store.getState().session).toMatchObject({ status: 'signedOut', endReason: 'otherTab', notice: null });
    expect(tab.store.getState().api.queries).toEqual({});
  });

  it("another tab's refresh is taken as is: no call, same epoch", async () => {
    const [old, renewed] = [jwtFor('u1'), jwtFor('u1')];
    setAccessToken(old);
    const tab = openTab(makeTestLock(), { session: signedInSession(user, old, true) });
    const { epoch } = tab.store.getState().session;
    setAccessToken(renewed);
    tab.storageEvent(old, renewed);
    await settle();
    tab.stop();
    expect(tab.store.getState().session).toMatchObject({ status: 'signedIn', token: renewed, epoch });
  });

  it("another tab's sign-in loads that account here too", async () => {
    const token = await loginToken();
    const tab = openTab(makeTestLock(), { session: signedOutSession() });
    setAccessToken(token);
    setKeepConnected(true);
    tab.storageEvent(null, token);
    await settle(10);
    tab.stop();
    expect(tab.store.getState().session).toMatchObject({ status: 'signedIn', token, keepConnected: true, user: { displayName: 'Mariana Souza' } });
  });

  it('a tab that is logging out ignores a token written meanwhile, then removes it when the session ends', async () => {
    const [token, renewed] = [jwtFor('u1'), jwtFor('u1')];
    setAccessToken(token);
    const tab = openTab(makeTestLock(), { session: { ...signedInSession(user, token, true), status: 'ending' } });
    setAccessToken(renewed);
    tab.storageEvent(token, renewed);
    expect(tab.store.getState().session.status).toBe('ending');
    tab.store.dispatch({ type: 'session/sessionEnded', payload: { reason: 'logout' } });
    tab.stop();
    expect(getAccessToken()).toBeNull();
  });

  it('a signed-out tab never removes the token of a session another tab started', () => {
    const tab = openTab(makeTestLock(), { session: signedOutSession() });
    const other = jwtFor('u2');
    setAccessToken(other);
    tab.store.dispatch({ type: 'session/pageVisited', payload: '/dashboard/app' });
    tab.store.dispatch({ type: 'session/noticeShown' });
    tab.stop();
    expect(getAccessToken()).toBe(other);
  });
});

describe('an event heard after storage moved on', () => {
  /** Every token the tab held, in order (a join holds the token it joins while the account loads). */
  const heldTokens = (tab: ReturnType<typeof openTab>) => {
    const held: (string | null)[] = [];
    const unsubscribe = tab.store.subscribe(() => {
      const { token } = tab.store.getState().session;
      if (held.at(-1) !== token) held.push(token);
    });
    return { held, unsubscribe };
  };

  it("another tab's sign-in, heard once storage holds nothing, is not joined: its token is never held, no account loads", async () => {
    const token = await loginToken();
    const tab = openTab(makeTestLock(), { session: signedOutSession() });
    const { held, unsubscribe } = heldTokens(tab);
    // Storage holds nothing by the time this tab hears the sign-in: as when its own sign-in replaced that token and
    // ended (a tab hears no event of its own writes, so nothing else would tell it).
    setAccessToken(token);
    setAccessToken(null);
    tab.storageEvent(null, token);
    await settle(10);
    unsubscribe();
    tab.stop();
    expect(held).not.toContain(token);
    expect(tab.store.getState().session).toMatchObject({ status: 'signedOut', token: null });
    expect(tab.store.getState().api.queries).toEqual({});
  });

  it('a sign-in heard once storage holds a later one joins the later one only', async () => {
    const [first, second] = [await loginToken(), await loginToken()];
    const tab = openTab(makeTestLock(), { session: signedOutSession() });
    const { held, unsubscribe } = heldTokens(tab);
    setAccessToken(first);
    setAccessToken(second);
    tab.storageEvent(null, first);
    await settle(10);
    tab.storageEvent(first, second);
    await settle(10);
    unsubscribe();
    tab.stop();
    expect(held).not.toContain(first);
    expect(tab.store.getState().session).toMatchObject({ status: 'signedIn', token: second });
  });
});

describe("the latest sign-in's 'Manter conectado' choice", () => {
  it('a tab that takes another tab’s new token takes its choice too, so nothing refreshes without consent', async () => {
    const first = jwtFor('u1');
    setAccessToken(first);
    setKeepConnected(true);
    const tab = openTab(makeTestLock(), { session: signedInSession(user, first, true) });
    // Another tab signs in again without 'Manter conectado': the flag goes first, then the token.
    const second = jwtFor('u1');
    setKeepConnected(false);
    setAccessToken(second);
    tab.storageEvent(first, second);
    await settle();
    tab.stop();
    expect(tab.store.getState().session).toMatchObject({ status: 'signedIn', token: second, keepConnected: false });
  });

  it('a join takes the choice written with the token it ends up holding, not the one read when the event came', async () => {
    const [first, second] = [await loginToken(), await loginToken()];
    const tab = openTab(makeTestLock(), { session: signedOutSession() });
    setKeepConnected(true);
    setAccessToken(first);
    tab.storageEvent(null, first);
    // While the account loads, another sign-in without 'Manter conectado' replaces it (its event not yet heard).
    setKeepConnected(false);
    setAccessToken(second);
    await settle(10);
    tab.stop();
    expect(tab.store.getState().session).toMatchObject({ status: 'signedIn', token: second, keepConnected: false });
  });

  it('a sign-in writes its choice even when this tab had none before', async () => {
    setKeepConnected(true);
    const tab = openTab(makeTestLock(), { session: signedOutSession() });
    tab.store.dispatch({ type: 'session/sessionStarted', payload: { token: jwtFor('u1'), user, keepConnected: false } });
    tab.stop();
    expect(localStorage.getItem('keepConnected')).toBeNull();
  });
});
