import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { buildTimeConfig, type AppConfig } from '@/shared/config';

/**
 * How requests are signed in, from whoever owns the session (the app injects the session entity's): the token to send,
 * read from the app's state, and what a 401 asks for.
 */
export type ApiAuth = {
  /** The token requests carry now, or null before a sign-in. */
  token: (state: unknown) => string | null;
  /**
   * A request sent with `refused` got a 401: refresh that token (once, across tabs) or wait for the refresh already
   * running. Resolves once none runs; the request is then sent again if the token changed.
   */
  refresh: (refused: string, api: Pick<BaseQueryApi, 'dispatch' | 'getState'>) => Promise<void>;
};

/**
 * What the API layer takes from the app's start, handed to the store as its thunks' extra argument (makeStore): the
 * runtime configuration, a promise that holds every call until the backend can answer (the demo backend's service
 * worker starts after the first paint; it settles either way), and the session's side of signing requests.
 */
export type ApiContext = { config: AppConfig; backendReady: Promise<unknown>; auth: ApiAuth };

/** No session: no token is sent and a 401 is returned as it is. */
const signedOut: ApiAuth = { token: () => null, refresh: () => Promise.resolve() };

/** A store made without a start (the build's prerender, unit tests): the build's values, nothing to wait for. */
export const buildTimeApiContext: ApiContext = Object.freeze({ config: buildTimeConfig, backendReady: Promise.resolve(), auth: signedOut });

export const apiContextOf = ({ extra }: Pick<BaseQueryApi, 'extra'>): ApiContext => (extra as ApiContext | undefined) ?? buildTimeApiContext;
