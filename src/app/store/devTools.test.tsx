import { cleanup, screen, waitFor } from '@testing-library/react';
import { compose, type Action, type StoreEnhancer, type StoreEnhancerStoreCreator } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/renderApp';
import { sessionApi } from '@/entities/session';
import { seal } from '@/shared/api';
import type { AppStoreType } from './makeStore';

/**
 * What Redux DevTools records, seen as the extension sees it: a stand-in for the extension's hook is on the window
 * before the store is made, records every action and state that reaches the store, and passes them through the
 * sanitizers the app hands it. The real forms are driven with user-event; nothing typed into them may appear.
 */
type Options = { actionSanitizer?: (action: Action, id: number) => Action; stateSanitizer?: (state: unknown, index: number) => unknown };
type Recorded = { raw: unknown; shown: unknown };
const recorded: Recorded[] = [];

const extensionCompose = (options: Options) => (...enhancers: StoreEnhancer[]) => {
  const recorder = ((createStore: StoreEnhancerStoreCreator) => (reducer: Parameters<StoreEnhancerStoreCreator>[0], preloaded?: unknown) => {
    const store = createStore(reducer, preloaded as never);
    let index = 0;
    const record = (action: Action | null) => {
      const state = store.getState();
      recorded.push({ raw: state, shown: options.stateSanitizer ? options.stateSanitizer(state, index) : state });
      if (action) recorded.push({ raw: action, shown: options.actionSanitizer ? options.actionSanitizer(action, index) : action });
      index += 1;
    };
    record(null);
    const dispatch = ((action: Action) => {
      const result = store.dispatch(action);
      record(action);
      return result;
    }) as typeof store.dispatch;
    return { ...store, dispatch };
  }) as StoreEnhancer;
  // The extension's own enhancer is the innermost: it sees what reaches the reducer, after every middleware.
  return compose<StoreEnhancer>(...enhancers, recorder);
};

/** Every string inside a value, Request bodies included (what a listener holding the action could read). */
const strings = async (value: unknown, seen = new Set<unknown>()): Promise<string[]> => {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (value instanceof Request) return value.bodyUsed ? [value.url] : [value.url, await value.clone().text()];
  const nested = await Promise.all(Object.values(value).map((item) => strings(item, seen)));
  return nested.flat();
};

const SECRETS = {
  password: 'Demo@1234',
  mfaCode: '123456',
  firstAccessDocument: '39053344705',
  firstAccessEmail: 'primeiro.acesso@exemplo.com.br',
  resetCode: '654321',
  newPassword: 'NovaSenha2027',
  forgotEmail: 'lembrete@exemplo.com.br',
  registerPassword: 'Cadastro#2026',
};
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/;

const expectNoSecretIn = async (values: unknown[], where: string) => {
  const found = (await Promise.all(values.map((value) => strings(value)))).flat();
  for (const [name, secret] of Object.entries(SECRETS)) {
    expect(found.filter((text) => text.includes(secret)), `${name} in ${where}`).toEqual([]);
  }
};

describe('Redux DevTools sees no secret', () => {
  it('sign-in with the e-mailed code, first access, forgot and new password, register: nothing typed is recorded', async () => {
    vi.stubGlobal('__REDUX_DEVTOOLS_EXTENSION_COMPOSE__', extensionCompose);
    const stores: AppStoreType[] = [];
    /** A page of the app, with the session started as the app starts it (renderApp without a preloaded session). */
    const open = async (route: string) => {
      // Each page in a fresh visit: the earlier page is gone, and its sign-in's token is not in storage.
      cleanup();
      localStorage.clear();
      const view = await renderApp(route);
      stores.push(view.store);
      return view;
    };
    const login = await open('/auth/login');
    await login.user.type(await screen.findByLabelText('CPF ou CNPJ', {}, { timeout: 10_000 }), '52998224725');
    await login.user.type(screen.getByLabelText('Senha'), SECRETS.password);
    await login.user.click(screen.getByRole('checkbox', { name: 'Manter conectado' }));
    await login.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await login.user.type(await screen.findByLabelText('Código de verificação', {}, { timeout: 10_000 }), SECRETS.mfaCode);
    await login.user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(login.store.getState().session.status).toBe('signedIn'), { timeout: 10_000 });

    const first = await open('/auth/first-access');
    await first.user.type(await screen.findByLabelText('CPF ou CNPJ*', {}, { timeout: 10_000 }), SECRETS.firstAccessDocument);
    await first.user.type(screen.getByLabelText('Email'), SECRETS.firstAccessEmail);
    await first.user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(recorded.some(({ raw }) => (raw as Action).type === 'api/executeMutation/fulfilled' || (raw as Action).type === 'api/executeMutation/rejected')).toBe(true));

    const forgot = await open('/auth/reset-password');
    await forgot.user.type(await screen.findByLabelText('E-mail', {}, { timeout: 10_000 }), SECRETS.forgotEmail);
    await forgot.user.click(screen.getByRole('button', { name: 'Enviar' }));

    const reset = await open(`/auth/new-password/mariana.souza%40exemplo.com.br/${SECRETS.resetCode}`);
    await reset.user.type(await screen.findByLabelText('Nova senha', {}, { timeout: 10_000 }), SECRETS.newPassword);
    await reset.user.type(screen.getByLabelText('Confirmar senha'), SECRETS.newPassword);
    await reset.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(recorded.filter(({ raw }) => /executeMutation\/(fulfilled|rejected)$/.test((raw as Action).type)).length).toBeGreaterThanOrEqual(5));
    const registered = await reset.store.dispatch(
      sessionApi.endpoints.register.initiate(seal({ cnpj: '39053344705', password: SECRETS.registerPassword, firstName: 'Ana', lastName: 'Prado' })),
    );
    expect(registered.error ?? registered.data).toBeDefined();

    const answered = recorded
      .map(({ raw }) => raw as Action & { meta?: { arg?: { endpointName?: string } } })
      .filter((action) => /^api\/executeMutation\/(fulfilled|rejected)$/.test(action.type))
      .map((action) => action.meta?.arg?.endpointName);
    expect(new Set(answered)).toEqual(new Set(['login', 'verifyMfa', 'firstAccess', 'forgotPassword', 'resetPassword', 'register']));
    const shown = recorded.map(({ shown }) => shown);
    await expectNoSecretIn(shown, 'what DevTools shows');
    await expectNoSecretIn(recorded.map(({ raw }) => raw), 'the actions and states that reached the store');
    await expectNoSecretIn(stores.map((store) => store.getState()), 'the live store');
    // The session's token is in the store (the raw history), and DevTools shows it only as ‹token›.
    const rawText = JSON.stringify(recorded.map(({ raw }) => raw));
    const shownText = JSON.stringify(shown);
    expect(rawText).toMatch(JWT);
    expect(shownText).not.toMatch(JWT);
    expect(shownText).toContain('"token":"‹token›"');
    expect(shownText).toContain('"originalArgs":"‹oculto›"');
  }, 90_000);
});
