import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginToken } from '../../../../mocks/testing';
import { setScenario } from '../../../../mocks/scenarios';
import { captureRequests } from '../../../../test/captureRequests';
import { renderRoutes } from '../../../../test/renderWithProviders';
import { AuthGuard } from '@/app/routes';
import { initialSessionState, sessionApi, type User } from '@/entities/session';
import {
  expireSession,
  getAccessToken,
  getKeepConnected,
  getSessionExpiredFlag,
  setAccessToken,
  setKeepConnected,
} from '@/shared/api';
import { peekReturnPath } from '@/shared/lib/return-path';
import { useLogout } from './useLogout';

const user: User = {
  displayName: 'Mariana Souza',
  role: 'customer',
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [{ id: 'ua-loja-centro', name: 'Loja Centro' }],
};

const LogoutButton = ({ onMenuClose }: { onMenuClose: () => void }) => {
  const { logout } = useLogout();
  return <button onClick={() => void logout(onMenuClose)}>Sair</button>;
};

const renderSignedIn = async (onMenuClose = vi.fn(), route = '/dashboard/app') => {
  setAccessToken(await loginToken());
  setKeepConnected(true);
  const view = renderRoutes(
    [
      { path: '/auth/login', element: <p>login page</p> },
      { path: '/dashboard/app', element: <LogoutButton onMenuClose={onMenuClose} /> },
      // The real guard: it remembers the page when the session ends under it.
      { path: '/dashboard/invoice', element: <AuthGuard><LogoutButton onMenuClose={onMenuClose} /></AuthGuard> },
    ],
    {
      route,
      preloadedState: {
        session: { ...initialSessionState, isInitialized: true, isAuthenticated: true, user },
        selectedAsset: { physicalAssetsSelected: 'ua-loja-centro' },
      },
    },
  );
  await view.store.dispatch(sessionApi.endpoints.myAccount.initiate());
  return view;
};

const expectSignedOut = (store: Awaited<ReturnType<typeof renderSignedIn>>['store']) => {
  expect(getAccessToken()).toBeNull();
  expect(getKeepConnected()).toBe(false);
  expect(getSessionExpiredFlag()).toBe(false);
  expect(store.getState().session).toMatchObject({ isAuthenticated: false, user: null });
  expect(store.getState().selectedAsset.physicalAssetsSelected).toBeNull();
  expect(store.getState().api.queries).toEqual({});
};

describe('logout', () => {
  it('calls /v1/Auth/logout with the e-mail, closes the menu, clears everything and opens login replacing history', async () => {
    const onMenuClose = vi.fn();
    const { user: person, store, router } = await renderSignedIn(onMenuClose);
    const recorder = captureRequests();
    await person.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    const [request] = await recorder.requests();
    recorder.stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/logout', body: { email: 'mariana.souza@exemplo.com.br' } });
    expect(onMenuClose).toHaveBeenCalledOnce();
    expect(router.state.historyAction).toBe('REPLACE');
    expectSignedOut(store);
  });

  it("on failure hands 'Unable to logout!' to the login screen and still signs out", async () => {
    const { user: person, store, router } = await renderSignedIn();
    setScenario('server-error');
    await person.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    // The dashboard (and its toasts) is gone by now: the login screen shows the toast (AuthLayout.test).
    expect(router.state.location.state).toEqual({ toast: { text: 'Unable to logout!', variant: 'error' } });
    expectSignedOut(store);
  });

  it('a successful logout hands no toast over', async () => {
    const { user: person, router } = await renderSignedIn();
    await person.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.state).toBeNull();
  });

  it('forgets the page it was on: the next login in this tab opens the default page, not the last user\'s', async () => {
    const { user: person, router } = await renderSignedIn(vi.fn(), '/dashboard/invoice');
    await person.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(peekReturnPath()).toBeNull();
  });

  it('an expired session still remembers the page, to return to it after the next login', async () => {
    const { store, router } = await renderSignedIn(vi.fn(), '/dashboard/invoice');
    act(() => expireSession(store.dispatch));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(peekReturnPath()).toBe('/dashboard/invoice');
  });
});
