import { screen, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { physicalAssetSelected, type User } from '@/entities/session';
import { renderRoutes } from '@test/renderApp';
import { sessionStartedFor } from '@test/session';
import { shellRoutes } from '@test/standIns';
import { DESKTOP_QUERY } from '../model/useIsDesktop';

const account = (count: number): User => ({
  id: `acc-${count}`,
  displayName: 'Rede Horizonte Supermercados',
  role: 'customer',
  email: 'energia@redehorizonte.com.br',
  cnpj: '27182818000129',
  physicalAssets: Array.from({ length: count }, (_, index) => ({ id: `ua-${index + 1}`, name: `Loja ${String(index + 1).padStart(3, '0')} — Recife/PE` })),
});

const routes = shellRoutes(['app', 'units']);

const setup = async (user: User, desktop: boolean, selected?: string) => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: desktop && query === DESKTOP_QUERY, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList,
  );
  const store = makeStore();
  store.dispatch(sessionStartedFor({ user }));
  if (selected) store.dispatch(physicalAssetSelected(selected));
  return renderRoutes(routes, { store, route: '/dashboard/app' });
};

const searchFor = async (user: Awaited<ReturnType<typeof setup>>['user'], text: string) => {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Buscar no portal' });
  await user.type(within(dialog).getByRole('combobox'), text);
  return dialog;
};

describe("'Todas as unidades' in the menu and in search (decisions §9)", () => {
  it("is under 'Visão geral' when the account has more than one unit, and search finds it", async () => {
    const { user } = await setup(account(2), true);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const link = within(nav).getByRole('link', { name: /Todas as unidades/ });
    expect(link).toHaveAttribute('href', '/dashboard/units');
    // Each section's list is named by its title.
    expect(within(nav).getByRole('list', { name: 'Visão geral' })).toContainElement(link);
    const dialog = await searchFor(user, 'todas as unidades');
    expect(within(dialog).getByRole('option', { name: /Todas as unidades/ })).toBeInTheDocument();
  });

  it('is neither in the menu nor in search for a single unit', async () => {
    const { user } = await setup(account(1), true);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).queryByRole('link', { name: /Todas as unidades/ })).toBeNull();
    const dialog = await searchFor(user, 'todas as unidades');
    expect(within(dialog).queryByRole('option', { name: /Todas as unidades/ })).toBeNull();
  });
});

describe('the unit in use in the header', () => {
  it("shows '<n> de <total>' beside the unit's name in the desktop top bar past 10 units", async () => {
    await setup(account(240), true, 'ua-42');
    expect(screen.getByRole('button', { name: /^Unidade de consumo\s*Loja 042 — Recife\/PE\s*42 de 240$/ })).toBeInTheDocument();
  });

  it('shows no position with 10 units or fewer', async () => {
    await setup(account(10), true, 'ua-3');
    expect(screen.getByRole('button', { name: /^Unidade de consumo\s*Loja 003 — Recife\/PE$/ })).toBeInTheDocument();
  });

  it('shows the unit in use on a phone, right under the header, and opens the picker from it', async () => {
    const { user } = await setup(account(240), false, 'ua-7');
    const bar = screen.getByRole('button', { name: /^Unidade de consumo\s*Loja 007 — Recife\/PE\s*7 de 240$/ });
    expect(screen.getByRole('banner').nextElementSibling).toContainElement(bar);
    await user.click(bar);
    expect(await screen.findByRole('dialog', { name: 'Unidade de consumo' })).toBeInTheDocument();
  });
});
