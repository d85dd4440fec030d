import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { absoluteUrl } from '@/shared/config';
import { apiContextOf } from './apiContext';
import { mapApiError, type ApiError } from './errors';
import { isSealed, Sealed } from './sealed';

const CLIENT_ACCESS_HEADER = 'X-Client-Access';

/** Auth calls whose 401 means "wrong credentials", never "token expired". */
type ApiExtraOptions = { skipReauth?: boolean };

/** The one place product-call headers are built: client access key and, once a token exists, the bearer. */
const withAuthHeaders = (headers: Headers, token: string | null, clientAccessKey: string): Headers => {
  headers.set(CLIENT_ACCESS_HEADER, clientAccessKey);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

/** One fetch with the token it is sent with; URLs (absolute ones too, like GraphQL's) join the API base. */
const sendWith = (token: string | null): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> => (args, api, extra) => {
  const { config } = apiContextOf(api);
  return fetchBaseQuery({
    baseUrl: absoluteUrl(config.apiUrl),
    credentials: 'include',
    prepareHeaders: (headers) => withAuthHeaders(headers, token, config.clientAccessKey),
  })(args, api, extra);
};

/**
 * A sealed body is opened here, for the request alone; the request RTK Query keeps in its actions' meta is then a
 * copy without the body, so what was typed stays out of them too.
 */
const openBody = (args: string | FetchArgs): { args: string | FetchArgs; sealed: boolean } =>
  typeof args !== 'string' && isSealed(args.body) ? { args: { ...args, body: Sealed.open(args.body) }, sealed: true } : { args, sealed: false };

const withoutBody = (meta: FetchBaseQueryMeta | undefined): FetchBaseQueryMeta | undefined =>
  meta && { ...meta, request: new Request(meta.request.url, { method: meta.request.method, headers: meta.request.headers }) };

/**
 * RTK Query's re-auth recipe, per token: a 401 on a request sent with token T hands T to the injected `refresh` (the
 * session's: it waits for a refresh already running, or refreshes T once across tabs, or ends the session), then
 * retries once when the current token is a new one. The token is always the injected `token`'s: the app's state.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions, FetchBaseQueryMeta> = async (
  rawArgs,
  api,
  extraOptions,
) => {
  const { backendReady, auth } = apiContextOf(api);
  // Once per call: the demo backend is up, then the token it is sent with is read.
  await backendReady;
  const { args, sealed } = openBody(rawArgs);
  const sent = auth.token(api.getState());
  let result = await sendWith(sent)(args, api, {});
  if (result.error?.status === 401 && sent && !extraOptions?.skipReauth) {
    await auth.refresh(sent, api);
    const current = auth.token(api.getState());
    if (current && current !== sent) result = await sendWith(current)(args, api, {});
  }
  const meta = sealed ? withoutBody(result.meta) : result.meta;
  if (result.error) return { error: mapApiError(result.error), meta };
  return { data: result.data, meta };
};
