import { sessionStartedFor } from '@test/session';
import { screen, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { type User } from '@/entities/session';
import { setAccessToken } from '@/shared/api';
import { loginToken } from '../../../../mocks/testing';
import { renderApp } from '@test/renderApp';

const mariana: User = {
  id: 'acc-mariana-souza',
  displayName: 'Mariana Souza',
  role: 'manager',
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [
    { id: 'ua-loja-centro', name: 'Loja Centro' },
    { id: 'ua-fabrica-contagem', name: 'Fábrica Contagem' },
    { id: 'ua-deposito-betim', name: 'Depósito Betim' },
  ],
};

// A ceiling for a slow machine: the first test of a worker also loads antd, the shell and the page.
describe('ManagementPage (Gestão)', { timeout: 60_000 }, () => {
  it("lists the account's units with their contracts and opens one unit's contracts", async () => {
    setAccessToken(await loginToken());
    const store = makeStore();
    store.dispatch(sessionStartedFor({ user: mariana }));
    const { user } = await renderApp('/dashboard/management', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/11\.222\.333\/0001-81/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(await within(rows[0]!).findByText('3 contratos · 1 ativo')).toBeInTheDocument();
    expect(await within(rows[1]!).findByText('2 contratos · 1 ativo')).toBeInTheDocument();
    expect(await within(rows[2]!).findByText('Nenhum contrato')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Em consulta')).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Ver contratos de Fábrica Contagem' }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-fabrica-contagem');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato de Adesão' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
