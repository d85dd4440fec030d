import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@test/demoBackend';
import { callApi } from '../../../../mocks/testing';
import { captureRequests } from '@test/captureRequests';
import { renderApp } from '@test/renderApp';
import { mfaPendingSession, signedOutSession } from '@test/session';
import { getAccessToken, getKeepConnected } from '@/shared/api';

const EMAIL = 'carlos.lima@exemplo.com.br';
/** The app home a right code opens, through the app's routes (its code loads first). */
const appHome = () => screen.findByRole('heading', { level: 1, name: /^Bem - Vindo\(a\)/ }, { timeout: 15_000 });

/** The password step already happened on the server; the store holds the pending e-mail. */
const renderPendingVerify = async ({ keepConnected = false, sentAt = Date.now() } = {}) => {
  await callApi('/v1/Auth/login', { body: { cnpj: '52998224725', password: 'Demo@1234' } });
  return renderApp('/auth/verify/ca*********%40ex*****.com.br', {
    preloadedState: { session: mfaPendingSession(EMAIL, keepConnected, sentAt) },
  });
};

describe('verify page (MFA)', () => {
  it('tells where the code went, with the e-mail masked', async () => {
    await renderPendingVerify();
    expect(screen.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeInTheDocument();
    expect(screen.getByText('ca*********@ex*****.com.br')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de verificação')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('validates the code: required, then 6 digits', async () => {
    const { user } = await renderPendingVerify();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Código é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificação'), '12a3');
    expect(screen.getByLabelText('Código de verificação')).toHaveValue('123');
    expect(await screen.findByText('O código tem 6 dígitos')).toBeInTheDocument();
  });

  it('a pasted code fills the field; the right code signs in and clears pending', async () => {
    const { user, store, router } = await renderPendingVerify({ keepConnected: true });
    await user.click(screen.getByLabelText('Código de verificação'));
    await user.paste('123 456');
    expect(screen.getByLabelText('Código de verificação')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await appHome()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/app');
    expect(store.getState().session).toMatchObject({ status: 'signedIn', mfa: null, keepConnected: true });
    expect(sessionStorage.getItem('mfaStep')).toBeNull();
    expect(getAccessToken()).not.toBeNull();
    expect(getKeepConnected()).toBe(true);
  });

  it.each([true, false])("sends the code with the login's 'Manter conectado' choice (%s)", async (keepConnected) => {
    const { user } = await renderPendingVerify({ keepConnected });
    const recorder = captureRequests();
    await user.type(screen.getByLabelText('Código de verificação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await appHome()).toBeInTheDocument();
    const [verify] = (await recorder.requests()).filter((request) => request.path === '/v1/Auth/mfa/verify');
    recorder.stop();
    expect(verify?.body).toEqual({ email: EMAIL, code: '123456', keepConnected });
  });

  it('a wrong code says so and keeps the user on the page', async () => {
    const { user, store } = await renderPendingVerify();
    await user.type(screen.getByLabelText('Código de verificação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido. Confira o código enviado para o seu e-mail.');
    expect(store.getState().session.status).toBe('mfaPending');
    expect(screen.getByLabelText('Código de verificação')).toHaveValue('000000');
  });

  it("'Voltar para o login' drops the pending verification", async () => {
    const { user, store, router } = await renderPendingVerify();
    await user.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(store.getState().session.status).toBe('signedOut');
    expect(store.getState().session.notice).toBeNull();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it("'Reenviar código' waits 60 s after the send, showing the seconds, then asks for a new code", async () => {
    // The code went out almost a minute ago (the server agrees).
    server.use(http.post('*/v1/Auth/mfa/resend', () => HttpResponse.json({ message: 'Enviamos um novo código para o seu e-mail.' })));
    const { user } = await renderPendingVerify({ sentAt: Date.now() - 58_500 });
    const waiting = screen.getByRole('button', { name: /Reenviar código \(\d+ s\)/ });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveTextContent('Reenviar código (2 s)');
    const recorder = captureRequests();
    const ready = await screen.findByRole('button', { name: 'Reenviar código' }, { timeout: 4000 });
    expect(ready).toBeEnabled();
    await user.click(ready);
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um novo código para ca*********@ex*****.com.br.');
    const [request] = (await recorder.requests()).filter((sent) => sent.path === '/v1/Auth/mfa/resend');
    recorder.stop();
    expect(request?.body).toEqual({ email: EMAIL });
    expect(await screen.findByRole('button', { name: /^Reenviar código \((59|60) s\)$/ })).toBeDisabled();
  });

  it('five wrong codes end the step: the login says the verification must start again', async () => {
    const { user, store, router } = await renderPendingVerify();
    const field = screen.getByLabelText('Código de verificação');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(field);
      await user.type(field, '000000');
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
      if (attempt < 5) await screen.findByRole('alert');
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText(/Não foi possível continuar a verificação do código/)).toBeInTheDocument();
    expect(store.getState().session.status).toBe('signedOut');
    expect(sessionStorage.getItem('mfaStep')).toBeNull();
  });

  it('without a pending verification (e.g. after a reload) it goes back to login', async () => {
    const { router } = await renderApp('/auth/verify/x', {
      preloadedState: { session: signedOutSession() },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
