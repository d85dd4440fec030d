import { sessionStartedFor } from '@test/session';
import { screen, within } from '@testing-library/react';
import { physicalAssetSelected, type User } from '@/entities/session';
import { makeStore } from '@/app/store';
import { renderWithProviders } from '@test/renderWithProviders';
import { AssetPickerModal } from './AssetPickerModal';

const mariana: User = {
  id: 'acc-mariana-souza',
  displayName: 'Mariana Souza',
  role: 'customer',
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [
    { id: 'ua-loja-centro', name: 'Loja Centro' },
    { id: 'ua-fabrica-contagem', name: 'Fábrica Contagem' },
    { id: 'ua-deposito-betim', name: 'Depósito Betim' },
  ],
};

const setup = () => {
  const store = makeStore();
  store.dispatch(sessionStartedFor({ user: mariana }));
  const onClose = vi.fn();
  const view = renderWithProviders(<AssetPickerModal open onClose={onClose} />, { store });
  return { ...view, onClose };
};

const chooseFabrica = async (user: ReturnType<typeof setup>['user']) => {
  await user.click(screen.getByRole('combobox', { name: 'Unidade de Consumo' }));
  await user.click(await screen.findByTitle('Fábrica Contagem'));
};

describe('AssetPickerModal', () => {
  it('shows the title, the exact text and every unit by name', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Unidade de consumo' });
    expect(within(dialog).getByText('Selecione o contrato e o unidade de consumo que deseja consultar.')).toBeInTheDocument();
    // The field shows the unit in use (the list, open inside the dialog, carries the same title on its option).
    expect(dialog.querySelector('.ant-select-content[title="Loja Centro"]')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Unidade de Consumo' }));
    // antd keeps the value in its hidden a11y options; the visible items carry the name as title.
    await screen.findByTitle('Depósito Betim');
    const items = Array.from(document.querySelectorAll('.ant-select-item-option'));
    expect(items.map((item) => [item.getAttribute('title'), item.textContent])).toEqual([
      ['Loja Centro', 'Loja Centro'],
      ['Fábrica Contagem', 'Fábrica Contagem'],
      ['Depósito Betim', 'Depósito Betim'],
    ]);
    const a11yOptions = screen.getAllByRole('option');
    expect(a11yOptions[0]).toHaveAccessibleName('Loja Centro');
  });

  it('does not change the selection until Continuar, then commits the asset id and closes', async () => {
    const { user, store, onClose } = setup();
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-loja-centro');
    await chooseFabrica(user);
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-loja-centro');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-fabrica-contagem');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('discards the choice when closed without Continuar', async () => {
    const { user, store, onClose } = setup();
    await chooseFabrica(user);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-loja-centro');
  });

  it("offers 'Continuar' only for one of the customer's units", async () => {
    const store = makeStore();
    store.dispatch(sessionStartedFor({ user: mariana }));
    store.dispatch(physicalAssetSelected('ua-de-outro-cliente'));
    const { user } = renderWithProviders(<AssetPickerModal open onClose={vi.fn()} />, { store });
    const submit = await screen.findByRole('button', { name: 'Continuar' });
    expect(submit).toBeDisabled();
    await chooseFabrica(user);
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-fabrica-contagem');
  });
});
