import { initialSessionState, sessionStarted, type SessionState, type User } from '@/entities/session';
import { getAccessToken, setAccessToken } from '@/shared/api';
import { getTokenExpiryMs } from '@/shared/lib/token';
import { callApi } from '../mocks/testing';
import './demoBackend';

/** A token-shaped placeholder for tests whose calls do not reach the demo backend. */
const TEST_TOKEN = 'test-token';

/**
 * Session states for preloading a store (the machine's states of entities/session). Requests carry the state's
 * token; without one given, a signed-in state holds the token the test stored, as the app's start-up would read it.
 */
export const signedOutSession = (): SessionState => ({ ...initialSessionState, status: 'signedOut' });
export const signedInSession = (user: User, token: string = getAccessToken() ?? TEST_TOKEN, keepConnected = false): SessionState => ({
  ...initialSessionState,
  status: 'signedIn',
  epoch: 1,
  token,
  expiresAt: getTokenExpiryMs(token),
  keepConnected,
  user,
});
export const mfaPendingSession = (email: string, keepConnected = false, now = Date.now()): SessionState => ({
  ...initialSessionState,
  status: 'mfaPending',
  mfa: { email, keepConnected, sentAt: now, expiresAt: now + 10 * 60 * 1000 },
});

/** The action a sign-in dispatches, for tests that start a session on a store they made. */
export const sessionStartedFor = ({ user, token = getAccessToken() ?? TEST_TOKEN }: { user: User; token?: string }) =>
  sessionStarted({ token, user, keepConnected: false });

/** A JWT-shaped token for `sub` that expires `seconds` from now (unsigned: for client-side tests only). */
export const jwtFor = (sub: string, seconds = 3600, nonce = Math.random().toString(36).slice(2)): string => {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, exp: Math.floor(Date.now() / 1000) + seconds, nonce })}.sig`;
};

/**
 * The tests' one sign-in: signs in on the demo backend with a demo document, as 'Entrar' does. The token goes to the
 * API client, and the account's user, its token and the store's signed-in state (first unit selected, ready to
 * preload) come back. Works in either environment (the demo API's origin, not the page's).
 */
export async function signedInAs(document = '11222333000181') {
  const response = await callApi('/v1/Auth/login', { body: { cnpj: document, password: 'Demo@1234' } });
  const { token, user } = (await response.json()) as { token: string; user: User };
  if (!token) throw new Error(`sign-in as ${document} failed with ${response.status}`);
  setAccessToken(token);
  return { token, user, preloadedState: { session: signedInSession(user, token), selectedAsset: { physicalAssetsSelected: user.physicalAssets[0]!.id } } };
}
