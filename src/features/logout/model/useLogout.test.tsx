import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginToken } from '../../../../mocks/testing';
import { setScenario } from '../../../../mocks/scenarios';
import { captureRequests } from '@test/captureRequests';
import { renderRoutes } from '@test/renderApp';
import { signedInSession } from '@test/session';
import { shellWith } from '@test/standIns';
import { sessionApi, sessionEnded, type User } from '@/entities/session';
import { getAccessToken, getKeepConnected, getSessionExpiredFlag, setAccessToken, setKeepConnected } from '@/shared/api';
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
  const token = await loginToken();
  setAccessToken(token);
  setKeepConnected(true);
  // The button in the customer area (its layout behind the app's sign-in guard), in place of its pages.
  const page = <LogoutButton onMenuClose={onMenuClose} />;
  const view = await renderRoutes(
    shellWith(
      [
        { path: 'app', element: page },
        { path: 'invoice', element: page },
      ],
      [{ path: '/auth/login', element: <p>login page</p> }],
    ),
    {
      route,
      preloadedState: {
        session: signedInSession(user, token, true),
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
  expect(store.getState().session).toMatchObject({ status: 'signedOut', user: null, token: null });
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
    const request = await recorder.sentTo('POST', '/v1/Auth/logout');
    recorder.stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/logout', body: { email: 'mariana.souza@exemplo.com.br' } });
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(onMenuClose).toHaveBeenCalledOnce();
    expect(router.state.historyAction).toBe('REPLACE');
    expectSignedOut(store);
    expect(getSessionExpiredFlag()).toBe(false);
    expect(store.getState().session.notice).toBeNull();
  });

  it("on failure hands 'Não foi possível sair!' to the login screen and still signs out", async () => {
    const { user: person, store, router } = await renderSignedIn();
    setScenario('server-error');
    await person.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    // The dashboard (and its toasts) is gone by now: the login screen shows it (AuthLayout.test).
    expect(store.getState().session.notice).toBe('logoutFailed');
    expectSignedOut(store);
    expect(getSessionExpiredFlag()).toBe(false);
  });

  it("forgets the page it was on: the next login in this tab opens the default page, not the last user's", async () => {
    const { user: person, router, store } = await renderSignedIn(vi.fn(), '/dashboard/invoice');
    expect(store.getState().session.returnPath).toBe('/dashboard/invoice');
    await person.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(store.getState().session.returnPath).toBeNull();
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('an expired session still remembers the page, to return to it after the next login', async () => {
    const { store, router } = await renderSignedIn(vi.fn(), '/dashboard/invoice');
    act(() => void store.dispatch(sessionEnded({ reason: 'expired' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(store.getState().session.returnPath).toBe('/dashboard/invoice');
    expect(sessionStorage.getItem('returnTo')).toBe('/dashboard/invoice');
    expect(getSessionExpiredFlag()).toBe(true);
    expect(getAccessToken()).toBeNull();
  });
});
