// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { logoutRequested, sessionEnded, sessionStarted } from './sessionSlice';
import { followVisitedPages, type RouterLike } from './visitedPages';

type Location = { pathname: string; search: string; hash: string };

/** A router stand-in that reports its state to subscribers, as react-router's data routers do. */
const fakeRouter = (pathname: string) => {
  const listeners = new Set<(state: { location: Location }) => void>();
  const router = {
    state: { location: { pathname, search: '', hash: '' } },
    subscribe: (listener: (state: { location: Location }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report: (next: string) => {
      router.state = { location: { pathname: next, search: '', hash: '' } };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router satisfies RouterLike;
};

const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@x.com.br', cnpj: '1', physicalAssets: [] };

describe('the remembered page', () => {
  it('remembers a deep link opened while signed out, and each dashboard page visited', () => {
    const store = makeStore();
    const router = fakeRouter('/dashboard/invoice');
    const stop = followVisitedPages(router, store);
    expect(store.getState().session.returnPath).toBe('/dashboard/invoice');
    store.dispatch(sessionStarted({ token: 't', user, keepConnected: false }));
    router.report('/dashboard/contract');
    router.report('/auth/login');
    stop();
    expect(store.getState().session.returnPath).toBe('/dashboard/contract');
  });

  it('a logout forgets it, even when the router reports the page it is leaving once more', () => {
    const store = makeStore();
    const router = fakeRouter('/dashboard/user/account');
    const stop = followVisitedPages(router, store);
    store.dispatch(sessionStarted({ token: 't', user, keepConnected: false }));
    store.dispatch(logoutRequested());
    store.dispatch(sessionEnded({ reason: 'logout' }));
    // The guard's redirect: the router first reports its loading state, still at the old location.
    router.report('/dashboard/user/account');
    router.report('/auth/login');
    stop();
    expect(store.getState().session.returnPath).toBeNull();
  });
});
