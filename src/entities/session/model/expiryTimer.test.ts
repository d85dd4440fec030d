import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@test/demoBackend';
import { jwtFor } from '@test/session';
import { makeTestLock, openTab } from '@test/sessionTabs';
import { getAccessToken, getSessionExpiredFlag, setAccessToken, setKeepConnected } from '@/shared/api';
import { msUntilTokenAction } from './expiryTimer';
import { sessionStarted } from './sessionSlice';

const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@x.com.br', cnpj: '11222333000181', physicalAssets: [] };
const MINUTE = 60_000;

const refreshCalls = (next: () => string) => {
  const calls: number[] = [];
  server.use(
    http.post('*/v1/auth/refresh-token', () => {
      calls.push(Date.now());
      return HttpResponse.json({ token: next() });
    }),
  );
  return calls;
};

/** A tab where the customer has just signed in (the timer arms on that transition). */
const tabWith = (token: string, keepConnected: boolean) => {
  setAccessToken(token);
  setKeepConnected(keepConnected);
  const tab = openTab(makeTestLock());
  tab.store.dispatch(sessionStarted({ token, user, keepConnected }));
  return tab;
};

afterEach(() => vi.useRealTimers());

describe('expiry timer (spec §4: five minutes before exp)', () => {
  it('computes the wait as exp minus five minutes, never negative', () => {
    expect(msUntilTokenAction(10 * MINUTE, 0)).toBe(5 * MINUTE);
    expect(msUntilTokenAction(4 * MINUTE, 0)).toBe(0);
    expect(msUntilTokenAction(null, 0)).toBe(0);
  });

  it("with 'Manter conectado' it refreshes at exp − 5 min, not before, and re-arms for the new token", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const first = jwtFor('u1', 60 * 60);
    const calls = refreshCalls(() => jwtFor('u1', 60 * 60));
    const { store, stop } = tabWith(first, true);
    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1000);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().session.token).not.toBe(first));
    expect(getAccessToken()).toBe(store.getState().session.token);
    await vi.advanceTimersByTimeAsync(55 * MINUTE + 1000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    stop();
  });

  it('without it the session ends at exp − 5 min: token removed, sessionExpired stored, no refresh call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = refreshCalls(() => jwtFor('u1'));
    const { store, stop } = tabWith(jwtFor('u1', 60 * 60), false);
    await vi.advanceTimersByTimeAsync(55 * MINUTE + 1000);
    stop();
    expect(calls).toHaveLength(0);
    expect(store.getState().session).toMatchObject({ status: 'signedOut', endReason: 'expired', notice: 'sessionExpired' });
    expect(getAccessToken()).toBeNull();
    expect(getSessionExpiredFlag()).toBe(true);
  });

  it('a machine that slept past expiry ends the session as soon as the tab is back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store, stop, fire } = tabWith(jwtFor('u1', 60 * 60), false);
    // Timers froze during sleep: only the clock moved.
    vi.setSystemTime(Date.now() + 2 * 60 * MINUTE);
    expect(store.getState().session.status).toBe('signedIn');
    fire('focus');
    await vi.waitFor(() => expect(store.getState().session).toMatchObject({ status: 'signedOut', notice: 'sessionExpired' }));
    expect(getAccessToken()).toBeNull();
    stop();
  });

  it('a wake-up before the refresh moment changes nothing', async () => {
    const calls = refreshCalls(() => jwtFor('u1'));
    const { store, stop, fire } = tabWith(jwtFor('u1', 60 * 60), true);
    fire('visibilitychange');
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(calls).toHaveLength(0);
    expect(store.getState().session.status).toBe('signedIn');
  });
});
