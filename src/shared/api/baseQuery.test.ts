import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@test/demoBackend';
import { buildTimeApiContext, type ApiAuth } from './apiContext';
import { setAccessToken } from './authStorage';
import { baseApi } from './baseApi';
import { seal, type Sealed } from './sealed';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, string>({ query: (id) => ({ url: `v1/probe/${id}` }) }),
    sealedProbe: build.mutation<{ ok: boolean }, Sealed<{ password: string }>>({
      query: (body) => ({ url: 'v1/sealed-probe', method: 'POST', body }),
    }),
  }),
});

/** A store with the API and the session's side of signing requests as the app injects it (by default: no session). */
const storeWith = (auth: ApiAuth = buildTimeApiContext.auth) =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (d) => d({ thunk: { extraArgument: { ...buildTimeApiContext, auth } } }).concat(baseApi.middleware),
  });

/** A store whose requests carry `token`, when given. */
const makeTestStore = (token?: string) => storeWith(token ? { ...buildTimeApiContext.auth, token: () => token } : undefined);

describe('product API client', () => {
  it('sends the client-access header, the bearer token and cookies', async () => {
    let seen: Request | null = null;
    server.use(
      http.get('*/v1/probe/:id', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    const store = makeTestStore('token-abc');
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('1'));
    expect(result.data).toEqual({ ok: true });
    const request = seen as unknown as Request;
    expect(request.headers.get('X-Client-Access')).toBe('portal-web');
    expect(request.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(request.credentials).toBe('include');
    expect(new URL(request.url).pathname).toBe('/v1/probe/1');
  });

  it('sends no authorization header before a token exists', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/v1/probe/:id', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await makeTestStore().dispatch(probeApi.endpoints.probe.initiate('2'));
    expect(authorization).toBeNull();
  });

  it('reads the token the app injects (the session state), never from storage (storage only mirrors the state)', async () => {
    setAccessToken('stored-token');
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/v1/probe/:id', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await makeTestStore('state-token').dispatch(probeApi.endpoints.probe.initiate('s1'));
    await makeTestStore().dispatch(probeApi.endpoints.probe.initiate('s2'));
    expect(seen).toEqual(['Bearer state-token', null]);
  });

  it('sends a sealed body opened, and keeps no readable body in the request its actions carry', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/v1/sealed-probe', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const actions: { meta?: { baseQueryMeta?: { request?: Request } } }[] = [];
    const record: Middleware = () => (next) => (action) => {
      actions.push(action as (typeof actions)[number]);
      return next(action);
    };
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (d) => d().prepend(record).concat(baseApi.middleware),
    });
    const result = await store.dispatch(probeApi.endpoints.sealedProbe.initiate(seal({ password: 'S3gredo!' })));
    expect(sent).toEqual({ password: 'S3gredo!' });
    expect(result).toMatchObject({ data: { ok: true } });
    const requests = actions.map((action) => action.meta?.baseQueryMeta?.request).filter((request) => request instanceof Request);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toMatch(/\/v1\/sealed-probe$/);
    expect(await requests[0]!.text()).toBe('');
  });

  it('without a session a 401 is returned as it is (no refresh machinery to ask)', async () => {
    setAccessToken('old');
    let refreshCalls = 0;
    server.use(
      http.post('*/v1/auth/refresh-token', () => {
        refreshCalls += 1;
        return HttpResponse.json({ token: 'new' });
      }),
      http.get('*/v1/probe/:id', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })),
    );
    const result = await makeTestStore().dispatch(probeApi.endpoints.probe.initiate('c'));
    expect(result.error).toMatchObject({ status: 401, message: 'Sessão expirada.' });
    expect(refreshCalls).toBe(0);
  });

  it("a 401 hands the refused token to the injected refresh, then sends the request again with the new token (RTK's recipe)", async () => {
    let token = 'old';
    const refused: string[] = [];
    const auth: ApiAuth = {
      token: () => token,
      refresh: async (stale) => {
        refused.push(stale);
        token = 'new';
      },
    };
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/v1/probe/:id', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer new' ? HttpResponse.json({ ok: true }) : new HttpResponse(null, { status: 401 });
      }),
    );
    const result = await storeWith(auth).dispatch(probeApi.endpoints.probe.initiate('r1'));
    expect(result.data).toEqual({ ok: true });
    expect(refused).toEqual(['old']);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('returns the 401 without sending again when the refresh leaves the token as it was (the session ended or kept it)', async () => {
    const refused: string[] = [];
    const auth: ApiAuth = { token: () => 'old', refresh: async (stale) => void refused.push(stale) };
    let sent = 0;
    server.use(
      http.get('*/v1/probe/:id', () => {
        sent += 1;
        return HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 });
      }),
    );
    const result = await storeWith(auth).dispatch(probeApi.endpoints.probe.initiate('r2'));
    expect(result.error).toMatchObject({ status: 401, message: 'Sessão expirada.' });
    expect(refused).toEqual(['old']);
    expect(sent).toBe(1);
  });

  it('maps errors once: 500 becomes the pt-BR internal message', async () => {
    server.use(http.get('*/v1/probe/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const result = await makeTestStore().dispatch(probeApi.endpoints.probe.initiate('d'));
    expect(result.error).toMatchObject({ status: 500, message: 'Tivemos um problema interno. Por favor, tente novamente mais tarde.' });
  });
});
