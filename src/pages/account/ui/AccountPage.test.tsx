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
  role: 'customer',
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  address: { street: 'Avenida Afonso Pena', number: '1500', neighborhood: 'Centro', city: 'Belo Horizonte', state: 'MG', zipcode: '30130-005' },
  physicalAssets: [
    { id: 'ua-loja-centro', name: 'Loja Centro' },
    { id: 'ua-fabrica-contagem', name: 'Fábrica Contagem' },
    { id: 'ua-deposito-betim', name: 'Depósito Betim' },
  ],
};

/** Mariana's session (a demo token, so the customer area's own calls are answered) on /dashboard/user/account. */
const setup = async (user: User = mariana) => {
  setAccessToken(await loginToken());
  const store = makeStore();
  store.dispatch(sessionStartedFor({ user }));
  const view = await renderApp('/dashboard/user/account', { store });
  await screen.findByRole('heading', { level: 1, name: 'Dados Cadastrais' }, { timeout: 15_000 });
  return view;
};

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('AccountPage (Dados Cadastrais)', () => {
  it('shows name, e-mail, the masked document and the address, read-only', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Dados Cadastrais' })).toBeInTheDocument();
    expect(valueOf('Nome')).toHaveTextContent('Mariana Souza');
    expect(valueOf('E-mail')).toHaveTextContent('mariana.souza@exemplo.com.br');
    expect(valueOf('CNPJ')).toHaveTextContent('11.222.333/0001-81');
    expect(valueOf('Logradouro')).toHaveTextContent('Avenida Afonso Pena, 1500');
    expect(valueOf('Bairro')).toHaveTextContent('Centro');
    expect(valueOf('Cidade')).toHaveTextContent('Belo Horizonte - MG');
    expect(valueOf('CEP')).toHaveTextContent('30130-005');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('labels a CPF as CPF and says when there is no zipcode', async () => {
    await setup({ ...mariana, cnpj: '52998224725', address: { ...mariana.address!, zipcode: null } });
    expect(valueOf('CPF')).toHaveTextContent('529.982.247-25');
    expect(valueOf('CEP')).toHaveTextContent('Não informado');
  });

  it('lists the consumption units and marks the one being viewed with a word', async () => {
    await setup();
    const list = screen.getByRole('list', { name: 'Unidades de consumo da conta' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Loja Centro Em consulta', 'Fábrica Contagem', 'Depósito Betim']);
  });

  it('switches the unit through the picker, committed only on Continuar', async () => {
    const { user, store } = await setup();
    await user.click(screen.getByRole('button', { name: 'Trocar unidade' }));
    await user.click(await screen.findByRole('combobox', { name: 'Unidade de Consumo' }));
    await user.click(await screen.findByTitle('Depósito Betim'));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-loja-centro');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('ua-deposito-betim');
  });
});
