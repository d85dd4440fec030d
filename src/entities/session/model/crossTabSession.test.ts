import { describe, expect, it, vi } from 'vitest';
import { loginToken } from '../../../../mocks/testing';
import { makeStore } from '@/app/store';
import { getSessionExpiredFlag, STORAGE_KEYS } from '@/shared/api';
import { sessionApi } from '../api/sessionApi';
import { registerSessionListeners } from './sessionListeners';
import { signedIn } from './sessionSlice';
import type { User } from './types';

const user: User = { displayName: 'Mariana Souza', role: 'customer', email: 'm@exemplo.com.br', cnpj: '11222333000181', physicalAssets: [] };

/** What the browser does in this tab when another tab of the origin writes or removes the token. */
const otherTabWrites = (newValue: string | null, oldValue: string | null = null) => {
  if (newValue === null) localStorage.removeItem(STORAGE_KEYS.accessToken);
  else localStorage.setItem(STORAGE_KEYS.accessToken, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, newValue, oldValue }));
};

const openTab = () => {
  const store = makeStore();
  const stop = registerSessionListeners(store);
  return { store, stop };
};

describe('session across tabs', () => {
  it('a logout in another tab (token removed) signs this tab out and drops the cached data', async () => {
    const { store, stop } = openTab();
    const token = await loginToken();
    localStorage.setItem(STORAGE_KEYS.accessToken, token);
    store.dispatch(signedIn({ user }));
    await store.dispatch(sessionApi.endpoints.myAccount.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    otherTabWrites(null, token);
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, user: null, isInitialized: true });
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    // A logout is not an expiry: the login screen must not say the session expired.
    expect(getSessionExpiredFlag()).toBe(false);
    stop();
  });

  it('a login in another tab (new token written) loads the account so this tab is signed in too', async () => {
    const { store, stop } = openTab();
    expect(store.getState().session.isAuthenticated).toBe(false);
    otherTabWrites(await loginToken());
    await expect.poll(() => store.getState().session.isAuthenticated).toBe(true);
    expect(store.getState().session.user?.displayName).toBe('Mariana Souza');
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-loja-centro');
    stop();
  });

  it('a login as someone else in another tab switches this tab to that account', async () => {
    const { store, stop } = openTab();
    const mariana = await loginToken();
    localStorage.setItem(STORAGE_KEYS.accessToken, mariana);
    store.dispatch(signedIn({ user }));
    otherTabWrites(await loginToken('45723174000110'), mariana);
    await expect.poll(() => store.getState().session.user?.cnpj).toBe('45723174000110');
    stop();
  });

  it("a refresh in another tab moves this tab's expiry timer to the new token, with no call of its own", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const expiringIn = (minutes: number) => `${b64({ alg: 'none' })}.${b64({ sub: 'acc-1', exp: Math.floor(Date.now() / 1000) + minutes * 60 })}.s`;
    const { store, stop } = openTab();
    const old = expiringIn(10);
    localStorage.setItem(STORAGE_KEYS.accessToken, old);
    store.dispatch(signedIn({ user }));
    otherTabWrites(expiringIn(60), old);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(getSessionExpiredFlag()).toBe(false);
    await vi.advanceTimersByTimeAsync(25 * 60_000);
    expect(store.getState().session.isAuthenticated).toBe(false);
    stop();
    vi.useRealTimers();
  });

  it('ignores other keys and stops listening when unregistered', () => {
    const { store, stop } = openTab();
    store.dispatch(signedIn({ user }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:settings', newValue: null }));
    expect(store.getState().session.isAuthenticated).toBe(true);
    stop();
    otherTabWrites(null);
    expect(store.getState().session.isAuthenticated).toBe(true);
  });
});
