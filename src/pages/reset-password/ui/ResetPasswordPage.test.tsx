import { signedOutSession } from '@test/session';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../../../mocks/scenarios';
import { captureRequests } from '@test/captureRequests';
import { renderApp } from '@test/renderApp';
import { preloadRoute } from '@/app/routes';

const SERVER_MESSAGE = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.';

// In the auth layout, as the app draws it, whose own toasts the screen shows.
const renderPage = () => renderApp('/auth/reset-password', { preloadedState: { session: signedOutSession() } });

describe('forgot password page', () => {
  it('shows the spec texts and links back to login', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeInTheDocument();
    expect(screen.getByText(/e-mail vinculado à sua conta.*link para você redefinir a sua senha/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retornar para entrar' })).toHaveAttribute('href', '/auth/login');
  });

  it("validates: 'E-mail é obrigatório', then 'O e-mail deve ser um endereço de e-mail válido'", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'mariana@exemplo');
    expect(await screen.findByText('O e-mail deve ser um endereço de e-mail válido')).toBeInTheDocument();
  });

  it("success: toast with the server's message, loading, then after 2 s the form resets and goes to /", async () => {
    // The home page's code is loaded ahead, so the router moves the moment the 2 s are up (the timer is the test).
    await preloadRoute('/');
    // The 2 s timer is held until the test lets it go: what the page shows before it ends is checked on no host's clock.
    const schedule = globalThis.setTimeout;
    let twoSecondsUp: (() => void) | undefined;
    const timeouts = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms !== 2000) return schedule(handler, ms, ...rest);
      twoSecondsUp = handler;
      return 0;
    }) as typeof setTimeout);
    const { user, router } = await renderPage();
    const recorder = captureRequests();
    await user.type(screen.getByLabelText('E-mail'), 'mariana.souza@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SERVER_MESSAGE);
    const request = await recorder.sentTo('POST', '/v1/Auth/forgot-password');
    recorder.stop();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/Auth/forgot-password', body: { Email: 'mariana.souza@exemplo.com.br' } });
    expect(timeouts).toHaveBeenCalledWith(expect.any(Function), 2000);
    // Still here, still loading, e-mail still typed, until the 2 s are up.
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveValue('mariana.souza@exemplo.com.br');
    act(() => twoSecondsUp?.());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Energia mais barata e limpa para a sua empresa' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("failure: warning toast 'Erro ao enviar dados.', loading stops and the e-mail stays", async () => {
    setScenario('server-error');
    const { user, router } = await renderPage();
    await user.type(screen.getByLabelText('E-mail'), 'mariana.souza@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao enviar dados.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('mariana.souza@exemplo.com.br');
    expect(router.state.location.pathname).toBe('/auth/reset-password');
  });
});
