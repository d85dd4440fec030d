import { sessionStartedFor } from '@test/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { type User } from '@/entities/session';
import { renderRoutes } from '@test/renderApp';
import { shellRoutes } from '@test/standIns';

const mariana: User = {
  id: 'acc-mariana-souza',
  displayName: 'Mariana Souza',
  role: 'customer',
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [
    { id: 'ua-loja-centro', name: 'Loja Centro' },
    { id: 'ua-fabrica-contagem', name: 'Fábrica Contagem' },
  ],
};

const page = (title: string) => <h1>{title}</h1>;
const routes = shellRoutes(['app', 'contract', 'invoice', 'economy', 'daily', 'user/account', 'management'], [{ path: '/auth/login', element: page('Login') }]);

const setup = async (route = '/dashboard/app', user: User = mariana) => {
  const store = makeStore();
  store.dispatch(sessionStartedFor({ user }));
  return renderRoutes(routes, { store, route });
};

const openMenu = async (user: Awaited<ReturnType<typeof setup>>['user']) => {
  await user.click(screen.getByRole('button', { name: /menu/i }));
  return screen.findByRole('dialog', { name: 'Menu' });
};

// The menu's closing slides for 0.5 s (antd's deadline in jsdom, which fires no transition events), step by step on
// animation frames: these tests are the first to notice when a window's frames stop (test/setup.dom.ts).
const expectMenuClosed = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-expanded', 'false'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
};

describe('DashboardLayout on a phone', () => {
  it('has the skip link, the main landmark, the logo, the avatar and no back arrow on the app home', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(screen.getByRole('img', { name: 'Mariana Souza' })).toHaveTextContent('MA');
    expect(screen.queryByRole('button', { name: 'Voltar à página anterior' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
  });

  it('shows a back arrow on other pages that goes back in history', async () => {
    const { user, router } = await setup();
    await act(() => router.navigate('/dashboard/contract'));
    await user.click(await screen.findByRole('button', { name: 'Voltar à página anterior' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/app'));
  });

  it('opens a full-width menu with every section, the unit change, Sair and the version', async () => {
    const { user } = await setup();
    const menu = await openMenu(user);
    for (const heading of ['Perfil', 'Contrato', 'Relatório de Economia', 'Relatório de Medição']) {
      expect(within(menu).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const link of ['Dados Cadastrais', 'Ver contrato', 'Ver relatório de economia', 'Ver relatório de medição']) {
      expect(within(menu).getByRole('link', { name: link })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Mudar unidade de consumo' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(within(menu).getByText('2.8.69')).toBeInTheDocument();
    expect(within(menu).getByText('Loja Centro')).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Ver unidades da conta' })).toBeNull();
  });

  it('shows the manager-only entry to a manager', async () => {
    const { user } = await setup('/dashboard/app', { ...mariana, role: 'manager' });
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'Ver unidades da conta' })).toHaveAttribute('href', '/dashboard/management');
  });

  it('closes on route change, whether from one of its links or from anywhere else', async () => {
    const { user, router } = await setup();
    let menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Ver contrato' }));
    expect(router.state.location.pathname).toBe('/dashboard/contract');
    await expectMenuClosed();

    menu = await openMenu(user);
    expect(menu).toBeVisible();
    await act(() => router.navigate('/dashboard/daily'));
    await expectMenuClosed();
    // Coming back to the page it was opened on does not reopen it.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/contract'));
    await expectMenuClosed();
  });

  it('goes back in history with its back button, and closes', async () => {
    const { user, router } = await setup();
    await act(() => router.navigate('/dashboard/economy'));
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/app'));
    await expectMenuClosed();
  });

  it('opens the unit picker from Mudar unidade de consumo', async () => {
    const { user } = await setup();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Mudar unidade de consumo' }));
    expect(await screen.findByRole('dialog', { name: 'Unidade de consumo' })).toBeInTheDocument();
    await expectMenuClosed();
  });

  it('logs out with Sair and lands on the login page', async () => {
    const { user, router, store } = await setup();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(store.getState().session.status).toBe('signedOut');
  });
});
