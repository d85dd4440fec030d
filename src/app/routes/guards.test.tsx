import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialSessionState, type User } from '@/entities/session';
import { setAccessToken } from '@/shared/api';
import { loginToken } from '../../../mocks/testing';
import { renderApp } from '@test/renderApp';
import { mfaPendingSession, signedInSession, signedOutSession } from '@test/session';

const user = (role: string): User => ({
  displayName: 'Mariana Souza',
  role,
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [{ id: 'a1', name: 'Loja Centro' }],
});

/** A signed-in state holding a demo token, so the customer area's own calls are answered. */
const signedIn = async (role = 'customer', returnPath: string | null = null) => {
  setAccessToken(await loginToken());
  return { session: { ...signedInSession(user(role)), returnPath } };
};

/** The pages the guards lead to, through the app's routes (their code loads first). */
const LOADS = { timeout: 15_000 };
const appHome = () => screen.findByRole('heading', { level: 1, name: /^Bem - Vindo\(a\)/ }, LOADS);

describe('route guards, through the app’s routes', () => {
  it('shows a loading screen while the session initialises', async () => {
    await renderApp('/dashboard/contract', { preloadedState: { session: initialSessionState } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contrato de Adesão' })).not.toBeInTheDocument();
  });

  it('sends a logged-out visitor to login and remembers the path', async () => {
    const { router, store } = await renderApp('/dashboard/contract', { preloadedState: { session: signedOutSession() } });
    expect(await screen.findByRole('button', { name: 'Entrar' }, LOADS)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(store.getState().session.returnPath).toBe('/dashboard/contract');
  });

  it('sends a signed-in user away from guest pages to the remembered path', async () => {
    const { router } = await renderApp('/auth/login', { preloadedState: await signedIn('customer', '/dashboard/contract') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato de Adesão' }, LOADS)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/contract');
  });

  it('sends a signed-in user to the app home when nothing is remembered', async () => {
    const { router } = await renderApp('/auth/login', { preloadedState: await signedIn() });
    expect(await appHome()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/app');
  });

  it('redirects guest pages to the verify page with the masked e-mail while MFA is pending', async () => {
    const { router } = await renderApp('/auth/login', { preloadedState: { session: mfaPendingSession('carlos.lima@exemplo.com.br') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' }, LOADS)).toBeInTheDocument();
    expect(decodeURIComponent(router.state.location.pathname)).toBe('/auth/verify/ca*********@ex*****.com.br');
  });

  it("role mismatch: the 'Permission Denied' page, in pt-BR, with a way back, for a customer on a manager-only screen", async () => {
    const { router, user } = await renderApp('/dashboard/management', { preloadedState: await signedIn('customer') });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' }, LOADS)).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para acessar esta página')).toBeInTheDocument();
    expect(screen.queryByText(/Permission Denied|You do not have permission/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Gestão' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para o início' }));
    expect(await appHome()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/app');
  });

  it('a manager passes the role guard', async () => {
    await renderApp('/dashboard/management', { preloadedState: await signedIn('manager') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão' }, LOADS)).toBeInTheDocument();
  });
});
