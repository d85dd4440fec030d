import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@/entities/session';
import { renderRoutes } from '../../../test/renderWithProviders';
import { mfaPendingSession, signedInSession, signedOutSession } from '../../../test/session';
import { AuthGuard, GuestGuard, RoleGuard } from './guards';

const user = (role: string): User => ({
  displayName: 'Mariana Souza',
  role,
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [{ id: 'a1', name: 'Loja Centro' }],
});

const routes = [
  { path: '/auth/login', element: <GuestGuard>login page</GuestGuard> },
  { path: '/auth/verify/:masked', element: <GuestGuard>verify page</GuestGuard> },
  { path: '/dashboard', element: <AuthGuard>dashboard root</AuthGuard> },
  { path: '/dashboard/app', element: <AuthGuard>app home</AuthGuard> },
  { path: '/dashboard/contract', element: <AuthGuard>contracts page</AuthGuard> },
  {
    path: '/dashboard/management',
    element: (
      <AuthGuard>
        <RoleGuard roles={['manager']}>management page</RoleGuard>
      </AuthGuard>
    ),
  },
];

const signedIn = (role = 'customer', returnPath: string | null = null) => ({
  session: { ...signedInSession(user(role)), returnPath },
});

describe('route guards', () => {
  it('shows a loading screen while the session initialises', () => {
    renderRoutes(routes, { route: '/dashboard/contract' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('contracts page')).not.toBeInTheDocument();
  });

  it('sends a logged-out visitor to login and remembers the path', async () => {
    const { router, store } = renderRoutes(routes, {
      route: '/dashboard/contract',
      preloadedState: { session: signedOutSession() },
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(store.getState().session.returnPath).toBe('/dashboard/contract');
  });

  it('sends a signed-in user away from guest pages to the remembered path', async () => {
    const { router } = renderRoutes(routes, { route: '/auth/login', preloadedState: signedIn('customer', '/dashboard/contract') });
    expect(await screen.findByText('contracts page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/contract');
  });

  it('sends a signed-in user to the app home when nothing is remembered', async () => {
    const { router } = renderRoutes(routes, { route: '/auth/login', preloadedState: signedIn() });
    expect(await screen.findByText('app home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/app');
  });

  it('redirects guest pages to the verify page with the masked e-mail while MFA is pending', async () => {
    const { router } = renderRoutes(routes, {
      route: '/auth/login',
      preloadedState: { session: mfaPendingSession('carlos.lima@exemplo.com.br') },
    });
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(decodeURIComponent(router.state.location.pathname)).toBe('/auth/verify/ca*********@ex*****.com.br');
  });

  it("role mismatch: the 'Permission Denied' page, in pt-BR, with a way back, for a customer on a manager-only screen", async () => {
    const { router, user } = renderRoutes(routes, { route: '/dashboard/management', preloadedState: signedIn('customer') });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para acessar esta página')).toBeInTheDocument();
    expect(screen.queryByText(/Permission Denied|You do not have permission/)).toBeNull();
    expect(screen.queryByText('management page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para o início' }));
    expect(await screen.findByText('app home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/app');
  });

  it('a manager passes the role guard', async () => {
    renderRoutes(routes, { route: '/dashboard/management', preloadedState: signedIn('manager') });
    expect(await screen.findByText('management page')).toBeInTheDocument();
  });
});
