import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { sessionEnded, sessionStarted } from '@/entities/session';
import { useToast, type ToastVariant } from '@/shared/ui/toast';
import { renderRoutes } from '@test/renderApp';
import { authWith } from '@test/standIns';

const Toaster = ({ messages }: { messages: [string, ToastVariant?][] }) => {
  const toast = useToast();
  return (
    <button type="button" onClick={() => messages.forEach(([text, variant]) => toast(text, variant))}>
      avisar
    </button>
  );
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

const MESSAGES: [string, ToastVariant?][] = [['Um'], ['Dois'], ['Três'], ['Quatro'], ['Cinco'], ['Seis'], ['Seis'], ['Erro ao enviar dados.', 'warning']];

// The auth layout as the app's routes declare it, around stand-in pages, with only the app's root around it: no
// toast provider there that would hide whether the layout provides one.
const renderAuth = (route: string, store = makeStore()) =>
  renderRoutes(
    authWith([
      { path: 'login', element: <p>tela de login</p> },
      { path: 'reset-password', element: <Toaster messages={MESSAGES} /> },
      { path: 'new-password', element: <SavePassword /> },
    ]),
    { route, store },
  );

describe('auth layout', () => {
  it('shows the logo link, the content landmark and the support e-mail', async () => {
    await renderAuth('/auth/login');
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(screen.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('keeps a toast shown on the way to the login on screen', async () => {
    const { router, user } = await renderAuth('/auth/new-password');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso.');
  });

  it('toasts (spec §9): at most five, the same message once, warnings as alerts, gone after 3 s or on close', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderAuth('/auth/reset-password');
      await user.click(await screen.findByRole('button', { name: 'avisar' }));
      expect(await screen.findAllByText('Seis')).toHaveLength(1);
      expect(screen.queryByText('Um')).not.toBeInTheDocument();
      expect(screen.queryByText('Dois')).not.toBeInTheDocument();
      expect(screen.getAllByRole('status')).toHaveLength(4);
      expect(screen.getByRole('alert')).toHaveTextContent('Erro ao enviar dados.');
      const warning = screen.getByRole('alert');
      await user.click(warning.querySelector('button') as HTMLButtonElement);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // Real time runs along with the fake clock: the first check leaves it a wide margin under 3 s.
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByText('Seis')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1100));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Não foi possível sair!' after a failed logout, once", async () => {
    const { router, store } = await renderAuth('/auth/reset-password', failedLogoutStore(false));
    await screen.findByRole('button', { name: 'avisar' });
    act(() => void store.dispatch(sessionEnded({ reason: 'logout', logoutFailed: true })));
    await act(() => router.navigate('/auth/login', { replace: true }));
    expect(await screen.findByText('Não foi possível sair!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível sair!');
    await waitFor(() => expect(store.getState().session.notice).toBeNull());
  });

  it('a cold login after a failed logout shows the toast', async () => {
    await renderAuth('/auth/login', failedLogoutStore(true));
    expect(await screen.findByText('Não foi possível sair!')).toBeInTheDocument();
    expect(screen.getByText('tela de login')).toBeInTheDocument();
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
