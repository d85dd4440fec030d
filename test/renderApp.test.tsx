import { screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@/shared/routes';
import { renderApp } from './renderApp';
import { signedOutSession } from './session';

describe('renderApp: the app as the browser opens it', () => {
  it("an unknown address lands on 'Página não encontrada', inside the site's frame", async () => {
    const { router } = await renderApp('/caminho-que-nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.notFound.path);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('a guarded page without a session, stored or preloaded, goes to the login, which remembers the page', async () => {
    const { router, store } = await renderApp('/dashboard/contract');
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login.path));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ status: 'signedOut', returnPath: '/dashboard/contract' });
  });

  it('adds nothing of antd around the auth pages, which production keeps antd-free', async () => {
    const { container } = await renderApp(ROUTES.login.path, { preloadedState: { session: signedOutSession() } });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('draws the first page at once: its code is loaded before the first render', async () => {
    await renderApp(ROUTES.privacy.path);
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de Privacidade' })).toBeInTheDocument();
  });
});
