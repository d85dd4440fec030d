// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  refreshRequested,
  initialSessionState,
  logoutRequested,
  mfaAbandoned,
  mfaRequested,
  pageVisited,
  sessionAbsent,
  sessionEnded,
  sessionSlice,
  sessionStarted,
  tokenRefreshed,
  type SessionState,
} from './sessionSlice';

const reduce = (actions: Parameters<typeof sessionSlice.reducer>[1][], from: SessionState = initialSessionState) =>
  actions.reduce(sessionSlice.reducer, from);
const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@x.com.br', cnpj: '11222333000181', physicalAssets: [] };
const started = (keepConnected: boolean) => sessionStarted({ token: 'T1', user, keepConnected });

describe('session machine', () => {
  it('starts initialising, then signs in with a new epoch', () => {
    expect(initialSessionState.status).toBe('initialising');
    const state = reduce([started(true)]);
    expect(state).toMatchObject({ status: 'signedIn', token: 'T1', keepConnected: true, epoch: 1 });
  });

  it('refreshes only with consent and only for the current token', () => {
    expect(reduce([started(true), refreshRequested({ token: 'T1', cause: 'timer' })]).status).toBe('refreshing');
    expect(reduce([started(false), refreshRequested({ token: 'T1', cause: 'timer' })]).status).toBe('signedIn');
    expect(reduce([started(true), refreshRequested({ token: 'old', cause: 'unauthorized' })]).status).toBe('signedIn');
  });

  it('drops a refresh answer from another epoch (logged out meanwhile)', () => {
    const inFlight = reduce([started(true), refreshRequested({ token: 'T1', cause: 'timer' })]);
    const afterLogout = reduce([logoutRequested(), tokenRefreshed({ epoch: inFlight.epoch, token: 'T2' })], inFlight);
    expect(afterLogout).toMatchObject({ status: 'ending', token: 'T1' });
    const ended = reduce([sessionEnded({ reason: 'logout' }), tokenRefreshed({ epoch: inFlight.epoch, token: 'T2' })], afterLogout);
    expect(ended).toMatchObject({ status: 'signedOut', token: null });
  });

  it('one way out: the reason decides the notice and the remembered page', () => {
    const visited = reduce([started(true), pageVisited('/dashboard/invoice')]);
    expect(reduce([sessionEnded({ reason: 'expired' })], visited)).toMatchObject({ notice: 'sessionExpired', returnPath: '/dashboard/invoice' });
    expect(reduce([sessionEnded({ reason: 'refreshFailed' })], visited)).toMatchObject({ notice: 'sessionExpired', returnPath: '/dashboard/invoice' });
    expect(reduce([sessionEnded({ reason: 'logout' })], visited)).toMatchObject({ notice: null, returnPath: null });
    expect(reduce([sessionEnded({ reason: 'logout', logoutFailed: true })], visited)).toMatchObject({ notice: 'logoutFailed' });
    expect(reduce([sessionEnded({ reason: 'otherTab' })], visited)).toMatchObject({ notice: null, status: 'signedOut', returnPath: '/dashboard/invoice' });
  });

  it('an end meant for an earlier epoch, or for no session, changes nothing', () => {
    const state = reduce([started(true)]);
    expect(reduce([sessionEnded({ reason: 'expired', epoch: state.epoch - 1 })], state)).toBe(state);
    const out = reduce([sessionAbsent({ notice: null })]);
    expect(reduce([sessionEnded({ reason: 'expired' })], out)).toBe(out);
  });

  it('remembers only dashboard paths', () => {
    const state = reduce([pageVisited('/auth/login'), pageVisited('https://evil.example/dashboard/x'), pageVisited('//evil/dashboard/')]);
    expect(state.returnPath).toBeNull();
    expect(reduce([pageVisited('/dashboard/contract?ano=2025')]).returnPath).toBe('/dashboard/contract?ano=2025');
  });

  it('the code step: pending with its e-mail, then signed in or abandoned with a notice', () => {
    const step = { email: 'c@x.com.br', keepConnected: true, sentAt: 1, expiresAt: 2 };
    const pending = reduce([sessionAbsent({ notice: null }), mfaRequested(step)]);
    expect(pending).toMatchObject({ status: 'mfaPending', mfa: step });
    expect(reduce([mfaAbandoned({ notice: 'verificationRestart' })], pending)).toMatchObject({ status: 'signedOut', mfa: null, notice: 'verificationRestart' });
    expect(reduce([started(true)], pending)).toMatchObject({ status: 'signedIn', mfa: null });
  });
});
