import { sessionStartedFor } from '@test/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { ANTD_CSS_VAR_CLASS, settingChanged, type ThemeLayout } from '@/entities/appearance';
import { type User } from '@/entities/session';
import { renderRoutes } from '@test/renderApp';
import { DESKTOP_QUERY } from '../model/useIsDesktop';
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

const routes = shellRoutes(['app', 'contract', 'invoice', 'economy', 'daily', 'user/account', 'management']);

const asDesktop = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === DESKTOP_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

const setup = async ({ route = '/dashboard/app', user = mariana, layout = 'vertical' as ThemeLayout, stretch = false } = {}) => {
  asDesktop();
  const store = makeStore();
  store.dispatch(sessionStartedFor({ user }));
  store.dispatch(settingChanged({ key: 'themeLayout', value: layout }));
  store.dispatch(settingChanged({ key: 'themeStretch', value: stretch }));
  return renderRoutes(routes, { store, route });
};

const nav = () => screen.getByRole('navigation', { name: 'Navegação principal' });

describe('DashboardLayout on desktop', () => {
  it('shows the spec entries in the vertical menu, and Gestão only to a manager', async () => {
    await setup();
    for (const name of ['home', 'Relatório de Economia', 'Relatório de Medição']) {
      expect(within(nav()).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(nav()).getByRole('button', { name: 'contrato' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: /Gestão/ })).toBeNull();
  });

  it('shows Gestão to a manager', async () => {
    await setup({ user: { ...mariana, role: 'manager' } });
    expect(within(nav()).getByRole('link', { name: /Gestão/ })).toHaveAttribute('href', '/dashboard/management');
  });

  it('expands and collapses a group, which starts open on one of its pages', async () => {
    const { user } = await setup();
    const group = within(nav()).getByRole('button', { name: 'contrato' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: /Fatura/ })).toBeNull();
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav()).getByRole('link', { name: /Fatura/ }));
    expect(screen.getByRole('heading', { name: 'Página invoice' })).toBeInTheDocument();
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a group at once when the page is one of its children', async () => {
    await setup({ route: '/dashboard/invoice' });
    expect(within(nav()).getByRole('button', { name: 'contrato' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: /Fatura/ })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles between vertical and mini with the side button', async () => {
    const { user, store } = await setup();
    await user.click(screen.getByRole('button', { name: 'Recolher menu lateral' }));
    expect(store.getState().settings.themeLayout).toBe('mini');
    await user.click(screen.getByRole('button', { name: 'Expandir menu lateral' }));
    expect(store.getState().settings.themeLayout).toBe('vertical');
  });

  it('opens the mini menu flyout on hover and closes it when the pointer leaves', async () => {
    const { user } = await setup({ layout: 'mini' });
    const group = within(nav()).getByRole('button', { name: 'contrato' });
    expect(within(nav()).queryByRole('link', { name: /Fatura/ })).toBeNull();
    await user.hover(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: /Contrato de Adesão/ })).toBeVisible();
    await user.unhover(group.parentElement!);
    expect(within(nav()).queryByRole('link', { name: /Fatura/ })).toBeNull();
  });

  it('opens the mini flyout from the keyboard and closes it with Escape', async () => {
    const { user } = await setup({ layout: 'mini' });
    const group = within(nav()).getByRole('button', { name: 'contrato' });
    group.focus();
    await user.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav()).getByRole('link', { name: /Contrato de Adesão/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();
  });

  it('puts the menu under the top bar in horizontal mode, with no side toggle', async () => {
    const { user } = await setup({ layout: 'horizontal' });
    expect(screen.queryByRole('button', { name: /menu lateral/ })).toBeNull();
    const group = within(nav()).getByRole('button', { name: 'contrato' });
    await user.hover(group);
    await user.click(within(nav()).getByRole('link', { name: /Contrato de Adesão/ }));
    expect(screen.getByRole('heading', { name: 'Página contract' })).toBeInTheDocument();
  });

  it("carries the antd theme's class, so the shell's stylesheet reads the theme's CSS variables", async () => {
    await setup();
    expect(screen.getByRole('main').closest('.shell')).toHaveClass(ANTD_CSS_VAR_CLASS);
  });

  it('caps the content at 1200 px unless stretched', async () => {
    const { unmount } = await setup();
    expect(screen.getByRole('main').firstElementChild).toHaveStyle({ maxWidth: '1200px' });
    unmount();
    await setup({ stretch: true });
    expect(screen.getByRole('main').firstElementChild).toHaveStyle({ maxWidth: 'none' });
  });

  it('shows the current unit in the top bar and opens the picker from it', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: /Unidade de consumo\s*Loja Centro/ }));
    expect(await screen.findByRole('dialog', { name: 'Unidade de consumo' })).toBeInTheDocument();
  });

  it('opens the settings drawer from the gear', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Configurações' }));
    expect(await screen.findByRole('dialog', { name: 'Configurações' })).toBeInTheDocument();
  });

  it('opens the avatar menu with Dados Cadastrais and Sair, and closes it with Escape', async () => {
    const { user } = await setup();
    const trigger = screen.getByRole('button', { name: 'Conta de Mariana Souza, iniciais MA' });
    await user.click(trigger);
    const link = await screen.findByRole('link', { name: 'Dados Cadastrais' });
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.getByText('mariana.souza@exemplo.com.br')).toBeInTheDocument();
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await user.click(trigger);
    await user.click(await screen.findByRole('link', { name: 'Dados Cadastrais' }));
    expect(screen.getByRole('heading', { name: 'Página user/account' })).toBeInTheDocument();
  });
});
