import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { physicalAssetSelected, type User } from '@/entities/session';
import { renderWithProviders } from '@test/renderWithProviders';
import { sessionStartedFor } from '@test/session';
import { AssetPickerModal } from './AssetPickerModal';

const CITIES = ['São Paulo/SP', 'Niterói/RJ', 'Recife/PE', 'Goiânia/GO', 'São José dos Campos/SP', 'Belém/PA'];
const chain = (count: number): User => ({
  id: 'acc-rede-horizonte',
  displayName: 'Rede Horizonte Supermercados',
  role: 'customer',
  email: 'energia@redehorizonte.com.br',
  cnpj: '27182818000129',
  physicalAssets: Array.from({ length: count }, (_, index) => ({
    id: `ua-${index + 1}`,
    name: `Loja ${String(index + 1).padStart(3, '0')} — ${CITIES[index % CITIES.length]}`,
  })),
});

const open = (user: User, selected?: string) => {
  const store = makeStore();
  store.dispatch(sessionStartedFor({ user }));
  if (selected) store.dispatch(physicalAssetSelected(selected));
  const onClose = vi.fn();
  return { ...renderWithProviders(<AssetPickerModal open onClose={onClose} />, { store }), onClose };
};
const combobox = () => screen.getByRole('combobox', { name: 'Unidade de Consumo' });
/**
 * A key press on the focused element. rc-select reads `event.which`, which jsdom leaves at 0 under user-event;
 * Chromium sets it (the end-to-end tests press real keys).
 */
const KEY_CODES = { ArrowDown: 40, Enter: 13 } as const;
const press = (key: keyof typeof KEY_CODES) =>
  fireEvent.keyDown(document.activeElement!, { key, code: key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });
/** The options antd draws (its list is virtual: only those in view exist). */
const drawn = () => [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.getAttribute('title'));

describe('the unit picker with many units (decisions §9, switching in three steps)', () => {
  it('opens with its list open on the unit in use, and focus in the search', async () => {
    open(chain(240), 'ua-42');
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'true'));
    expect(combobox()).toHaveFocus();
    // The list's accessible options: the unit in use is the active and the selected one (jsdom has no layout to
    // scroll the drawn list to it; the end-to-end test sees it in view).
    const current = screen.getByRole('option', { name: 'Loja 042 — Belém/PA', hidden: true });
    expect(current).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', current.id);
  });

  it("shows '<position> de <total>' beside the unit when there are more than 10, following the choice", async () => {
    open(chain(240), 'ua-42');
    const dialog = await screen.findByRole('dialog', { name: 'Unidade de consumo' });
    expect(within(dialog).getByText('42 de 240')).toBeInTheDocument();
    press('ArrowDown');
    press('Enter');
    expect(within(dialog).getByText('43 de 240')).toBeInTheDocument();
  });

  it('shows no position with 10 units or fewer', async () => {
    open(chain(10), 'ua-3');
    const dialog = await screen.findByRole('dialog', { name: 'Unidade de consumo' });
    expect(within(dialog).queryByText(/\d+ de 10/)).not.toBeInTheDocument();
  });

  it('draws only the rows in view of 240 (virtual list)', async () => {
    open(chain(240), 'ua-1');
    await waitFor(() => expect(drawn().length).toBeGreaterThan(0));
    expect(drawn().length).toBeLessThan(30);
  });

  it('filters as the customer types, ignoring accents and case', async () => {
    const { user } = open(chain(240), 'ua-1');
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('sao jose');
    await waitFor(() => expect(drawn().every((title) => title?.includes('São José dos Campos/SP'))).toBe(true));
    expect(drawn().length).toBeGreaterThan(0);
    await user.clear(combobox());
    await user.keyboard('GOIANIA');
    await waitFor(() => expect(drawn()[0]).toBe('Loja 004 — Goiânia/GO'));
    await user.clear(combobox());
    await user.keyboard('nenhuma cidade assim');
    expect(await screen.findByText('Nenhuma unidade encontrada')).toBeInTheDocument();
  });

  it('switches with a click on a unit and a click on Continuar', async () => {
    const { user, store, onClose } = open(chain(240), 'ua-1');
    await waitFor(() => expect(drawn()).toContain('Loja 003 — Recife/PE'));
    await user.click(screen.getByTitle('Loja 003 — Recife/PE'));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-1');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-3');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('switches from the keyboard: a search, Enter to choose, Enter to continue', async () => {
    const { user, store, onClose } = open(chain(240), 'ua-1');
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('loja 100');
    press('Enter');
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'false'));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-1');
    press('Enter');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-100');
  });
});
