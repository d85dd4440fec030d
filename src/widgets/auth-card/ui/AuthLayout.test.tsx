import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { sessionEnded, sessionStarted } from '@/entities/session';
import { useToast, useToastApi } from '@/shared/ui/toast';
import { AuthLayout } from './AuthLayout';

/** Says whether antd's toasts are around it (the antd scope the layout loads lazily). */
const AntdProbe = ({ name }: { name: string }) => {
  const api = useToastApi();
  return <p>{`${name}: ${api ? 'com antd' : 'sem antd'}`}</p>;
};

const SavePassword = () => {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <button
      onClick={() => {
        toast('Senha alterada com sucesso.');
        void navigate('/auth/login', { replace: true });
      }}
    >
      Salvar
    </button>
  );
};

// No test shell here: its own toast provider would hide whether the layout provides one.
const renderAuth = (route: string, store = makeStore()) => {
  const router = createMemoryRouter(
    [
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          { path: 'login', element: <AntdProbe name="login" /> },
          { path: 'reset-password', element: <AntdProbe name="recuperar" /> },
          { path: 'new-password', element: <SavePassword /> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store, user: userEvent.setup() };
};

describe('auth layout', () => {
  it('shows the logo link, the content landmark and the support e-mail', async () => {
    renderAuth('/auth/login');
    expect(await screen.findByText('login: sem antd')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(screen.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('a login opened first gets no antd; the other screens get its theme scope (toasts, modals)', async () => {
    const { router } = renderAuth('/auth/login');
    expect(await screen.findByText('login: sem antd')).toBeInTheDocument();
    await act(() => router.navigate('/auth/reset-password'));
    expect(await screen.findByText('recuperar: com antd')).toBeInTheDocument();
  });

  it('keeps the scope once opened, so a toast shown on the way to the login stays on screen', async () => {
    const { router, user } = renderAuth('/auth/new-password');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('login: com antd')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByText('Senha alterada com sucesso.')).toBeInTheDocument();
  });

  it("shows 'Unable to logout!' after a failed logout, once", async () => {
    const { router, store } = renderAuth('/auth/reset-password', failedLogoutStore(false));
    await screen.findByText('recuperar: com antd');
    act(() => void store.dispatch(sessionEnded({ reason: 'logout', logoutFailed: true })));
    await act(() => router.navigate('/auth/login', { replace: true }));
    expect(await screen.findByText('Unable to logout!')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.notice).toBeNull());
  });

  it('a cold login after a failed logout loads antd to show the toast', async () => {
    renderAuth('/auth/login', failedLogoutStore(true));
    expect(await screen.findByText('Unable to logout!')).toBeInTheDocument();
    expect(screen.getByText('login: com antd')).toBeInTheDocument();
  });
});

/** A store whose session is signed in, and optionally already ended by a logout whose call failed. */
function failedLogoutStore(ended: boolean) {
  const store = makeStore();
  const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@exemplo.com.br', cnpj: '11222333000181', physicalAssets: [] };
  store.dispatch(sessionStarted({ token: 't', user, keepConnected: false }));
  if (ended) store.dispatch(sessionEnded({ reason: 'logout', logoutFailed: true }));
  return store;
}
