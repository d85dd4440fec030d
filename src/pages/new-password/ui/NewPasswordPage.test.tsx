import { signedOutSession } from '@test/session';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../mocks/testing';
import { captureRequests } from '@test/captureRequests';
import { renderApp } from '@test/renderApp';

const renderPage = (code = '654321') =>
  renderApp(`/auth/new-password/${encodeURIComponent('mariana.souza@exemplo.com.br')}/${code}`, {
    preloadedState: { session: signedOutSession() },
  });

describe('new password page', () => {
  it('names the account with its e-mail masked and shows both fields', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeInTheDocument();
    expect(screen.getByText('ma***********@ex*****.com.br')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirmar senha')).toHaveAttribute('type', 'password');
  });

  it('checks the rules: required, 8 characters with a letter and a digit, matching confirmation', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Nova senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Confirme a nova senha')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nova senha'), 'abcdefgh');
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres, com letras e números.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'Nova1234');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Nova12345');
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();
  });

  it('saves with {email, code, password}, toasts the server message and opens login; the new password works', async () => {
    const { user, router } = await renderPage();
    const recorder = captureRequests();
    await user.type(screen.getByLabelText('Nova senha'), 'Nova1234');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Nova1234');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha alterada com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    const request = await recorder.sentTo('POST', '/v1/Auth/reset-password');
    recorder.stop();
    expect(request).toMatchObject({
      path: '/v1/Auth/reset-password',
      body: { email: 'mariana.souza@exemplo.com.br', code: '654321', password: 'Nova1234' },
    });
    const login = await callApi('/v1/Auth/login', { body: { cnpj: '11222333000181', password: 'Nova1234' } });
    expect(login.status).toBe(200);
  });

  it('a bad link shows the server message and keeps the typed passwords', async () => {
    const { user } = await renderPage('000000');
    await user.type(screen.getByLabelText('Nova senha'), 'Nova1234');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Nova1234');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado. Solicite uma nova redefinição de senha.');
    expect(screen.getByLabelText('Nova senha')).toHaveValue('Nova1234');
  });
});
