import { signedOutSession } from '@test/session';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../../mocks/scenarios';
import { captureRequests } from '@test/captureRequests';
import { renderApp } from '@test/renderApp';

const renderPage = () => renderApp('/auth/first-access', { preloadedState: { session: signedOutSession() } });

type User = Awaited<ReturnType<typeof renderPage>>['user'];
const fill = async (user: User, document: string, email = 'ana.prado@exemplo.com.br') => {
  await user.type(screen.getByLabelText('CPF ou CNPJ*'), document);
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
};

describe('first access page', () => {
  it('shows the spec texts, fields, link and version', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Primeiro Acesso' })).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo!')).toBeInTheDocument();
    expect(screen.getByText('Insira os dados abaixo para criar o seu acesso')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CPF ou CNPJ*' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retornar para entrar' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByText('V.0.1.1446')).toBeInTheDocument();
  });

  it('shows every validation message of spec §5', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('CPF ou CNPJ é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('E-mail é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText('CPF ou CNPJ*'), '11111111111');
    await user.type(screen.getByLabelText('Email'), 'ana@exemplo');
    await user.tab();
    expect(await screen.findByText('CPF ou CNPJ inválido')).toBeInTheDocument();
    expect(screen.getByText('O e-mail deve ser um endereço de e-mail válido')).toBeInTheDocument();
  });

  it('switches the mask from CPF to CNPJ as the user types, letters upper-cased', async () => {
    const { user } = await renderPage();
    const field = screen.getByLabelText('CPF ou CNPJ*');
    await user.type(field, '39053344705');
    expect(field).toHaveValue('390.533.447-05');
    await user.type(field, '1');
    expect(field).toHaveValue('39.053.344/7051');
    await user.clear(field);
    await user.type(field, '12abc34501de35');
    expect(field).toHaveValue('12.ABC.345/01DE-35');
  });

  it('a valid CPF: sends the stripped document, opens the modal with the masked e-mail and resets the form', async () => {
    const { user, router } = await renderPage();
    const recorder = captureRequests();
    await fill(user, '39053344705');
    const dialog = await screen.findByRole('dialog', { name: 'Vamos verificar sua conta' });
    const request = await recorder.sentTo('POST', '/v1/Auth/first-access');
    recorder.stop();
    expect(request?.body).toEqual({ cnpj: '39053344705', email: 'ana.prado@exemplo.com.br' });
    expect(within(dialog).getByText('an*******@ex*****.com.br')).toBeInTheDocument();
    expect(within(dialog).getByText(/expira em 15 minutos/)).toBeInTheDocument();
    expect(screen.getByLabelText('CPF ou CNPJ*')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('accepts the alphanumeric CNPJ 12.ABC.345/01DE-35', async () => {
    const { user } = await renderPage();
    const recorder = captureRequests();
    await fill(user, '12.abc.345/01de-35');
    await screen.findByRole('dialog', { name: 'Vamos verificar sua conta' });
    const request = await recorder.sentTo('POST', '/v1/Auth/first-access');
    recorder.stop();
    expect(request?.body).toMatchObject({ cnpj: '12ABC34501DE35' });
  });

  it('an existing account: the 409 message in an error alert, values kept', async () => {
    const { user } = await renderPage();
    await fill(user, '11222333000181');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já existe um acesso cadastrado para este CPF/CNPJ. Use "Esqueceu sua senha?" para recuperar o acesso.',
    );
    expect(screen.getByLabelText('CPF ou CNPJ*')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('Email')).toHaveValue('ana.prado@exemplo.com.br');
  });

  it("a failure without a message: 'Erro interno, tente novamente mais tarde.'", async () => {
    const { server } = await import('@test/demoBackend');
    const { http, HttpResponse } = await import('msw');
    server.use(http.post('*/v1/Auth/first-access', () => new HttpResponse(null, { status: 502 })));
    const { user } = await renderPage();
    await fill(user, '39053344705');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno, tente novamente mais tarde.');
  });

  it('a server error shows the mapped message', async () => {
    setScenario('server-error');
    const { user } = await renderPage();
    await fill(user, '39053344705');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tivemos um problema interno. Por favor, tente novamente mais tarde.');
  });
});
