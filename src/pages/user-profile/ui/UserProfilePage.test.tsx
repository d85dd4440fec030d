import { sessionStartedFor } from '@test/session';
import { screen } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { setAccessToken } from '@/shared/api';
import { loginToken } from '../../../../mocks/testing';
import { renderApp } from '@test/renderApp';

describe('UserProfilePage', () => {
  it('is a titled page with who is signed in and links to the account data', async () => {
    setAccessToken(await loginToken());
    const store = makeStore();
    store.dispatch(
      sessionStartedFor({
        user: { id: 'acc-1', displayName: 'Carlos Lima', role: 'customer', email: 'carlos@x.com', cnpj: '52998224725', physicalAssets: [{ id: 'a', name: 'Sítio' }] },
      }),
    );
    await renderApp('/dashboard/user/profile', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Carlos Lima' })).toBeInTheDocument();
    expect(screen.getByText(/Cliente · 1 unidade de consumo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver Dados Cadastrais/ })).toHaveAttribute('href', '/dashboard/user/account');
    expect(screen.getByRole('link', { name: /Como alterar meus dados/ })).toHaveAttribute('href', '/dashboard/user/acc-1/edit');
  });
});
