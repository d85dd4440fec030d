import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@test/demoBackend';
import { loginToken } from '../../../../mocks/testing';
import { jwtFor } from '@test/session';
import { makeTestLock, openTab } from '@test/sessionTabs';
import { getAccessToken, setAccessToken, setKeepConnected, setSessionExpiredFlag } from '@/shared/api';
import { initSession } from './initSession';

const start = async (pathname = '/') => {
  const tab = openTab(makeTestLock());
  await tab.store.dispatch(initSession({ pathname, lock: makeTestLock() }));
  tab.stop();
  return tab.store.getState().session;
};
const step = (expiresAt: number) => ({ email: 'carlos.lima@exemplo.com.br', keepConnected: true, sentAt: Date.now(), expiresAt });

describe('session start', () => {
  it('reuses a valid stored token and loads the account', async () => {
    setAccessToken(await loginToken());
    expect(await start()).toMatchObject({ status: 'signedIn', user: { displayName: 'Mariana Souza' } });
  });

  it('with keep-connected, an expired token is refreshed first', async () => {
    const renewed = await loginToken();
    setAccessToken(jwtFor('acc-mariana-souza', -60));
    setKeepConnected(true);
    server.use(http.post('*/v1/auth/refresh-token', () => HttpResponse.json({ token: renewed })));
    expect(await start()).toMatchObject({ status: 'signedIn', token: renewed, keepConnected: true });
    expect(getAccessToken()).toBe(renewed);
  });

  it('without keep-connected an expired token is cleared and nobody is signed in', async () => {
    setAccessToken(jwtFor('acc-mariana-souza', -60));
    expect(await start()).toMatchObject({ status: 'signedOut', user: null });
    expect(getAccessToken()).toBeNull();
  });

  it('a failed refresh leaves the user out, with no token kept', async () => {
    setAccessToken('garbage');
    setKeepConnected(true);
    server.use(http.post('*/v1/auth/refresh-token', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })));
    expect(await start()).toMatchObject({ status: 'signedOut' });
    expect(getAccessToken()).toBeNull();
  });

  it('brings the stored sessionExpired flag to the login as a notice', async () => {
    setSessionExpiredFlag(true);
    expect(await start('/auth/login')).toMatchObject({ status: 'signedOut', notice: 'sessionExpired' });
  });

  it('resumes this tab’s code step while the code is valid, without any token', async () => {
    const pending = step(Date.now() + 60_000);
    sessionStorage.setItem('mfaStep', JSON.stringify(pending));
    expect(await start('/auth/verify/x')).toMatchObject({ status: 'mfaPending', mfa: pending });
    expect(getAccessToken()).toBeNull();
  });

  it('an expired code step is forgotten, and the login says the verification must start again', async () => {
    sessionStorage.setItem('mfaStep', JSON.stringify(step(Date.now() - 1)));
    expect(await start('/auth/verify/x')).toMatchObject({ status: 'signedOut', notice: 'verificationRestart' });
    expect(sessionStorage.getItem('mfaStep')).toBeNull();
  });

  it('the verify page without any stored step (storage lost, other tab finished) says so too', async () => {
    expect(await start('/auth/verify/ca*********%40ex*****.com.br')).toMatchObject({ notice: 'verificationRestart' });
    expect(await start('/auth/login')).toMatchObject({ notice: null });
  });

  it('a malformed stored step is ignored', async () => {
    sessionStorage.setItem('mfaStep', '{"email":1}');
    expect(await start('/')).toMatchObject({ status: 'signedOut', mfa: null });
  });
});
