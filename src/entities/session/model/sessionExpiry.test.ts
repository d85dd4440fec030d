import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { makeStore } from '@/app/store';
import { getAccessToken, getSessionExpiredFlag, setAccessToken, setKeepConnected } from '@/shared/api';
import { msUntilTokenAction } from './sessionExpiry';
import { registerSessionListeners } from './sessionListeners';
import { signedIn, signedOut } from './sessionSlice';
import type { User } from './types';

const MINUTE = 60_000;
const NOW = Date.UTC(2025, 5, 10, 12, 0, 0);
const user: User = { displayName: 'Mariana Souza', role: 'customer', email: 'm@exemplo.com.br', cnpj: '11222333000181', physicalAssets: [] };

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A JWT-shaped token that expires `minutes` after the fake clock's start. */
const tokenExpiringIn = (minutes: number, sub = 'acc-1') => `${b64({ alg: 'none' })}.${b64({ sub, exp: (NOW + minutes * MINUTE) / 1000 })}.sig`;

const startSession = (token: string, keepConnected: boolean) => {
  const store = makeStore();
  const stop = registerSessionListeners(store);
  setAccessToken(token);
  setKeepConnected(keepConnected);
  store.dispatch(signedIn({ user }));
  return { store, stop };
};

/** Answers refresh calls with the given tokens in turn (null: no token in the answer) and counts them. */
const refreshAnswers = (...tokens: (string | null)[]) => {
  const calls = { count: 0 };
  server.use(
    http.post('*/v1/auth/refresh-token', () => {
      const next = tokens[calls.count] ?? null;
      calls.count += 1;
      return HttpResponse.json(next ? { token: next } : {});
    }),
  );
  return calls;
};

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('msUntilTokenAction', () => {
  it('is the time left until five minutes before exp, never negative, zero without a readable exp', () => {
    expect(msUntilTokenAction(tokenExpiringIn(60), NOW)).toBe(55 * MINUTE);
    expect(msUntilTokenAction(tokenExpiringIn(3), NOW)).toBe(0);
    expect(msUntilTokenAction('garbage', NOW)).toBe(0);
    expect(msUntilTokenAction(null, NOW)).toBe(0);
  });
});

describe('five minutes before the token expires', () => {
  it('without "Manter conectado" ends the session: token removed, sessionExpired stored, logged out', async () => {
    const calls = refreshAnswers(tokenExpiringIn(120));
    const { store, stop } = startSession(tokenExpiringIn(60), false);
    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1000);
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(getAccessToken()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(getAccessToken()).toBeNull();
    expect(getSessionExpiredFlag()).toBe(true);
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(calls.count).toBe(0);
    stop();
  });

  it('with "Manter conectado" refreshes, stores the new token and re-arms for the new expiry', async () => {
    const second = tokenExpiringIn(120);
    const third = tokenExpiringIn(180);
    const calls = refreshAnswers(second, third);
    const { store, stop } = startSession(tokenExpiringIn(60), true);
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    await vi.waitFor(() => expect(getAccessToken()).toBe(second));
    expect(calls.count).toBe(1);
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(getSessionExpiredFlag()).toBe(false);
    await vi.advanceTimersByTimeAsync(59 * MINUTE);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    await vi.waitFor(() => expect(getAccessToken()).toBe(third));
    expect(calls.count).toBe(2);
    stop();
  });

  it('ends the session when the refresh fails', async () => {
    server.use(http.post('*/v1/auth/refresh-token', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })));
    const { store, stop } = startSession(tokenExpiringIn(60), true);
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    await vi.waitFor(() => expect(store.getState().session.isAuthenticated).toBe(false));
    expect(getAccessToken()).toBeNull();
    expect(getSessionExpiredFlag()).toBe(true);
    stop();
  });

  it('ends the session when the refresh answer has no token', async () => {
    const calls = refreshAnswers(null);
    const { store, stop } = startSession(tokenExpiringIn(60), true);
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    await vi.waitFor(() => expect(store.getState().session.isAuthenticated).toBe(false));
    expect(calls.count).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(getSessionExpiredFlag()).toBe(true);
    stop();
  });

  it('acts at once when the session starts inside the last five minutes', async () => {
    const { store, stop } = startSession(tokenExpiringIn(4), false);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(getSessionExpiredFlag()).toBe(true);
    stop();
  });

  it('is disarmed by a logout: nothing happens at the old expiry', async () => {
    const calls = refreshAnswers(tokenExpiringIn(120));
    const { store, stop } = startSession(tokenExpiringIn(60), true);
    store.dispatch(signedOut());
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(calls.count).toBe(0);
    expect(getSessionExpiredFlag()).toBe(false);
    stop();
  });
});
