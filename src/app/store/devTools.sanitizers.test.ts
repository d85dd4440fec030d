// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seal } from '@/shared/api';
import { actionSanitizer, SEALED_MARK, stateSanitizer, TOKEN_MARK } from './devTools';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhY2MtMSJ9.c2lnbmF0dXJl';

describe('DevTools sanitizers', () => {
  it('show every token as ‹token›, wherever it is, and leave everything else as it was', () => {
    const state = { session: { token: jwt, status: 'signedIn', user: { cnpj: '11222333000181' } }, api: { mutations: { a: { data: { token: jwt, version: '1.2.3' } } } } };
    expect(stateSanitizer(state)).toEqual({
      session: { token: TOKEN_MARK, status: 'signedIn', user: { cnpj: '11222333000181' } },
      api: { mutations: { a: { data: { token: TOKEN_MARK, version: '1.2.3' } } } },
    });
    expect(stateSanitizer({ session: { token: null } })).toEqual({ session: { token: null } });
    expect(actionSanitizer({ type: 'session/refreshRequested', payload: { token: 'not-a-jwt', list: [jwt] } })).toEqual({
      type: 'session/refreshRequested',
      payload: { token: TOKEN_MARK, list: [TOKEN_MARK] },
    });
  });

  it('show a sealed request body as ‹oculto›', () => {
    const action = { type: 'api/executeMutation/pending', meta: { arg: { endpointName: 'login', originalArgs: seal({ password: 'x' }) } } };
    expect(actionSanitizer(action)).toEqual({ type: 'api/executeMutation/pending', meta: { arg: { endpointName: 'login', originalArgs: SEALED_MARK } } });
  });
});
