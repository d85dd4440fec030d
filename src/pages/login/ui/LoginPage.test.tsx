import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@test/demoBackend';
import { setScenario } from '../../../../mocks/scenarios';
import { captureRequests } from '@test/captureRequests';
import { renderApp } from '@test/renderApp';
import { signedOutSession } from '@test/session';
import { physicalAssetSelected, type SessionNotice } from '@/entities/session';
import { buildTimeConfig } from '@/shared/config';
import { getAccessToken, getKeepConnected, getSessionExpiredFlag, setSessionExpiredFlag } from '@/shared/api';

const renderLogin = ({ notice = null, returnPath = null, apiMocking = false }: { notice?: SessionNotice | null; returnPath?: string | null; apiMocking?: boolean } = {}) =>
  renderApp('/auth/login', {
    config: { ...buildTimeConfig, apiMocking },
    preloadedState: { session: { ...signedOutSession(), notice, returnPath } },
  });

/** The pages a sign-in opens, through the app's routes (their code loads first). */
const LOADS = { timeout: 15_000 };
const appHome = () => screen.findByRole('heading', { level: 1, name: /^Bem - Vindo\(a\)/ }, LOADS);

const fillAndSubmit = async (user: Awaited<ReturnType<typeof renderLogin>>['user'], document: string, password = 'Demo@1234') => {
  await user.type(screen.getByLabelText('CPF ou CNPJ'), document);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
};

describe('login page', () => {
  it('shows the spec fields, the keep-connected box and the two links', async () => {
    const { container } = await renderLogin();
    expect(screen.getByRole('textbox', { name: 'CPF ou CNPJ' })).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Manter conectado' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.getByRole('link', { name: 'Primeiro Acesso' })).toHaveAttribute('href', '/auth/first-access');
    // The login route stays antd-free (the bundle budget): no antd component renders here, and the app gives it
    // no antd provider either.
    expect(container.querySelectorAll('[class*="ant-"]')).toHaveLength(0);
  });

  it('validates before calling the server', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // The rules' code (yup, loaded at the first check) comes first: a ceiling for a slow machine, not an expectation.
    expect(await screen.findByText('CPF ou CNPJ é obrigatório', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '11222333000182');
    await user.tab();
    expect(await screen.findByText('CPF ou CNPJ inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveAttribute('aria-invalid', 'true');
  });

  it('masks the document as typed or pasted and sends it stripped', async () => {
    const { user } = await renderLogin();
    const field = screen.getByLabelText('CPF ou CNPJ');
    await user.type(field, '52998224725');
    expect(field).toHaveValue('529.982.247-25');
    await user.clear(field);
    await user.click(field);
    await user.paste('11.222.333/0001-81');
    expect(field).toHaveValue('11.222.333/0001-81');
    const recorder = captureRequests();
    await user.click(screen.getByLabelText('Senha'));
    await user.paste('Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await appHome();
    const [login] = (await recorder.requests()).filter((request) => request.path === '/v1/Auth/login');
    recorder.stop();
    expect(login?.body).toEqual({ cnpj: '11222333000181', password: 'Demo@1234', keepConnected: false });
  });

  it("sends the 'Manter conectado' choice with the credentials (the server sets the refresh cookie only with it)", async () => {
    const { user } = await renderLogin();
    const recorder = captureRequests();
    await user.click(screen.getByRole('checkbox', { name: 'Manter conectado' }));
    await fillAndSubmit(user, '11.222.333/0001-81');
    await appHome();
    const [login] = (await recorder.requests()).filter((request) => request.path === '/v1/Auth/login');
    recorder.stop();
    expect(login?.body).toEqual({ cnpj: '11222333000181', password: 'Demo@1234', keepConnected: true });
  });

  it('signs in a customer with several units straight into the app home on the first unit, history replaced', async () => {
    const { user, store, router } = await renderLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Manter conectado' }));
    await fillAndSubmit(user, '11222333000181');
    expect(await appHome()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/app');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(store.getState().session).toMatchObject({ status: 'signedIn', keepConnected: true, user: { displayName: 'Mariana Souza' } });
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe(store.getState().session.user?.physicalAssets[0]?.id);
    expect(getAccessToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(getKeepConnected()).toBe(true);
  });

  it('signs in a customer with one unit straight into /dashboard/app, keep-connected off', async () => {
    const { user, router } = await renderLogin();
    await fillAndSubmit(user, '45723174000110');
    expect(await appHome()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/app');
    expect(getKeepConnected()).toBe(false);
  });

  it('lands on the unit this customer used last on this device', async () => {
    const first = await renderLogin();
    await fillAndSubmit(first.user, '11222333000181');
    expect(await appHome()).toBeInTheDocument();
    act(() => void first.store.dispatch(physicalAssetSelected('ua-fabrica-contagem')));
    // Remembered by a digest of the account id: never the document, name or e-mail.
    const remembered = localStorage.getItem('lastUnits') ?? '';
    expect(remembered).toContain('ua-fabrica-contagem');
    expect(remembered).not.toMatch(/11222333000181|mariana|acc-/i);
    first.unmount();
    localStorage.removeItem('accessToken');
    const { user, store } = await renderLogin();
    await fillAndSubmit(user, '11222333000181');
    expect(await appHome()).toBeInTheDocument();
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-fabrica-contagem');
  });

  it('returns to the page remembered before login', async () => {
    const { user, router } = await renderLogin({ returnPath: '/dashboard/invoice' });
    await fillAndSubmit(user, '11222333000181');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fatura' }, LOADS)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/invoice');
  });

  it('parks an MFA account in mfaPending and opens the verify page with the masked e-mail', async () => {
    const { user, store, router } = await renderLogin();
    await fillAndSubmit(user, '52998224725');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' }, LOADS)).toBeInTheDocument();
    expect(decodeURIComponent(router.state.location.pathname)).toBe('/auth/verify/ca*********@ex*****.com.br');
    expect(store.getState().session).toMatchObject({ status: 'mfaPending', mfa: { email: 'carlos.lima@exemplo.com.br' } });
    expect(getAccessToken()).toBeNull();
    // The step (not the password) is kept for this tab, so a reload can resume it.
    expect(JSON.parse(sessionStorage.getItem('mfaStep') ?? 'null')).toMatchObject({ email: 'carlos.lima@exemplo.com.br', keepConnected: false });
    expect(sessionStorage.getItem('mfaStep')).not.toContain('Demo@1234');
  });

  it('shows the 401 message in an error alert and keeps the typed document', async () => {
    const { user } = await renderLogin();
    await fillAndSubmit(user, '11222333000181', 'errada123');
    expect(await screen.findByRole('alert')).toHaveTextContent('CPF/CNPJ ou senha inválidos.');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).not.toHaveAttribute('aria-busy'));
  });

  it("shows 'Tente novamente mais tarde.' on 429 and keeps the document", async () => {
    setScenario('rate-limit');
    const { user } = await renderLogin();
    await fillAndSubmit(user, '11222333000181');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tente novamente mais tarde.');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
  });

  it("'Entrar' shows loading while the call runs", async () => {
    server.use(http.post('*/v1/Auth/login', async () => {
      await delay(200);
      return HttpResponse.json({ message: 'CPF/CNPJ ou senha inválidos.' }, { status: 401 });
    }));
    const { user } = await renderLogin();
    await fillAndSubmit(user, '11222333000181');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true'));
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).not.toHaveAttribute('aria-busy'));
  });

  it('shows "Sua sessão expirou. Entre novamente." once, then clears the flag', async () => {
    setSessionExpiredFlag(true);
    const first = await renderLogin({ notice: 'sessionExpired' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Sua sessão expirou. Entre novamente.');
    await waitFor(() => expect(getSessionExpiredFlag()).toBe(false));
    expect(first.store.getState().session.notice).toBeNull();
    expect(screen.getByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    first.unmount();
    await renderLogin();
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
  });

  it('says once that the code step must start again when it could not be resumed', async () => {
    const first = await renderLogin({ notice: 'verificationRestart' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Não foi possível continuar a verificação do código. Entre novamente para receber um novo código.',
    );
    await waitFor(() => expect(first.store.getState().session.notice).toBeNull());
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
  });

  it('shows and hides the password from the keyboard', async () => {
    const { user } = await renderLogin();
    const password = screen.getByLabelText('Senha');
    await user.type(password, 'Demo@1234');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('demo accounts on the login screen', () => {
  // A build with the demo backend in it (the demo build, the dev server); the production build has neither.
  beforeEach(() => vi.stubEnv('VITE_API_MOCKING', 'enabled'));

  it('are listed only while the demo backend is on', async () => {
    const first = await renderLogin({ apiMocking: false });
    expect(screen.queryByRole('heading', { name: 'Contas de demonstração' })).not.toBeInTheDocument();
    first.unmount();
    await renderLogin({ apiMocking: true });
    const panel = screen.getByRole('region', { name: 'Contas de demonstração' });
    expect(panel).toHaveTextContent('A senha de todas as contas é Demo@1234.');
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '11.222.333/0001-81Mariana Souza: cliente com 3 unidades de consumo, contratos e faturasUsar',
      '529.982.247-25Carlos Lima: pede o código enviado por e-mail: 123456Usar',
      '45.723.174/0001-10Beatriz Andrade Comércio: gestora, 1 unidade sem contratos nem faturasUsar',
      '27.182.818/0001-29Rede Horizonte Supermercados: rede com 240 lojas em todo o Brasil: veja Todas as unidadesUsar',
    ]);
  });

  it("'Usar' fills the form with the account, which then signs in", async () => {
    const { user } = await renderLogin({ apiMocking: true });
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '123');
    await user.click(screen.getByRole('button', { name: 'Usar a conta de Beatriz Andrade Comércio' }));
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('45.723.174/0001-10');
    expect(screen.getByLabelText('Senha')).toHaveValue('Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Usar a conta de Mariana Souza' }));
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^(Bem - Vindo\(a\)|Unidade de consumo)/ }, LOADS)).toBeInTheDocument();
  });
});

