import { signedInSession } from '@test/session';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginToken } from '../../../../mocks/testing';
import { renderApp } from '@test/renderApp';
import { type User } from '@/entities/session';
import { setAccessToken } from '@/shared/api';

const mariana: User = {
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

const renderPage = async (currentUnit: string | null = 'ua-loja-centro') => {
  setAccessToken(await loginToken());
  return renderApp('/auth/consumption-unit', {
    preloadedState: {
      session: signedInSession(mariana),
      selectedAsset: { physicalAssetsSelected: currentUnit },
    },
  });
};

describe('contract and unit selection page', () => {
  it('shows the spec text and both dropdowns', async () => {
    await renderPage();
    expect(screen.getByText('Selecione o contrato e o unidade de consumo que deseja consultar.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Unidade de Consumo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('opens on the current unit and its first contract, so Continuar goes straight on (issue 14)', async () => {
    const { user, store, router } = await renderPage('ua-fabrica-contagem');
    const select = (name: string) => screen.getByRole('combobox', { name });
    expect(select('Unidade de Consumo')).toHaveDisplayValue('Fábrica Contagem');
    await waitFor(() => expect(select('Contrato')).toHaveDisplayValue(/^AUR-2023-0311 · /));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/app'));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-fabrica-contagem');
  });

  it("requires both when no unit is in use yet: 'Contrato é obrigatório' and 'Unidade de Consumo é obrigatório'", async () => {
    const { user, router } = await renderPage(null);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Contrato é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Unidade de Consumo é obrigatório')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/consumption-unit');
  });

  it("lists the user's real contracts; picking one fills its unit; 'Continuar' commits and opens /dashboard/app", async () => {
    const { user, store, router } = await renderPage();
    const contracts = screen.getByRole('combobox', { name: 'Contrato' });
    // Grouped by unit: the contract sits under its unit's name.
    const contract = await screen.findByRole('option', { name: /^AUR-2023-0311 · / });
    expect(contract.closest('optgroup')).toHaveAttribute('label', 'Fábrica Contagem');
    await user.selectOptions(contracts, contract);
    expect(contracts).toHaveDisplayValue(/^AUR-2023-0311 · /);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Unidade de Consumo' })).toHaveDisplayValue('Fábrica Contagem'));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-loja-centro');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/app'));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-fabrica-contagem');
  });

  it('a unit without contracts can be chosen: the contract field says so and is not required', async () => {
    const { user, store, router } = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unidade de Consumo' }), 'Depósito Betim');
    expect(await screen.findByText('Esta unidade não possui contratos.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/app'));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-deposito-betim');
  });
});
