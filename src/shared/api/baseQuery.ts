import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { absoluteUrl, getConfig } from '@/shared/config';
import { backendReady } from './backendReady';
import { clearAccessToken, getAccessToken, setAccessToken, setSessionExpiredFlag } from './authStorage';
import { mapApiError, type ApiError } from './errors';
import { sessionEnded, tokenRefreshed } from './sessionEvents';

export const CLIENT_ACCESS_HEADER = 'X-Client-Access';
export const REFRESH_PATH = 'v1/auth/refresh-token';

/** Auth calls whose 401 means "wrong credentials", never "token expired". */
export type ApiExtraOptions = { skipReauth?: boolean };

const productUrl = (path: string): string => new URL(path, absoluteUrl(getConfig().apiUrl)).toString();

const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  await backendReady();
  return fetchBaseQuery({
    baseUrl: absoluteUrl(getConfig().apiUrl),
    credentials: 'include',
    prepareHeaders: (headers) => {
      headers.set(CLIENT_ACCESS_HEADER, getConfig().clientAccessKey);
      const token = getAccessToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  })(args, api, extra);
};

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Asks for a new access token; concurrent callers share one request (mutex), so two parallel
 * 401s produce a single refresh call. Resolves to the stored token, or null when refresh failed.
 */
export const refreshAccessToken = (): Promise<string | null> => {
  refreshInFlight ??= (async () => {
    try {
      await backendReady();
      const token = getAccessToken();
      const response = await fetch(productUrl(REFRESH_PATH), {
        method: 'POST',
        credentials: 'include',
        headers: {
          [CLIENT_ACCESS_HEADER]: getConfig().clientAccessKey,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
      if (!response.ok) return null;
      const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
      const next = typeof body?.token === 'string' && body.token ? body.token : null;
      if (next) setAccessToken(next);
      return next;
    } catch {
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
};

/** Ends the session as on expiry (spec §4, §8): token removed, sessionExpired flag stored. */
export const expireSession = (dispatch: (action: unknown) => unknown): void => {
  clearAccessToken();
  setSessionExpiredFlag(true);
  dispatch(sessionEnded({ reason: 'expired' }));
};

export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const hadToken = Boolean(getAccessToken());
  let result = await rawBaseQuery(args, api, {});
  if (result.error?.status === 401 && hadToken && !extraOptions?.skipReauth) {
    const token = await refreshAccessToken();
    if (token) {
      api.dispatch(tokenRefreshed({ token }));
      result = await rawBaseQuery(args, api, {});
    } else {
      expireSession(api.dispatch);
    }
  }
  if (result.error) return { error: mapApiError(result.error), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
