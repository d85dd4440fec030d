import { sessionStartedFor } from '../../../../test/session';
import { screen } from '@testing-library/react';
import { makeStore } from '@/app/store';

import { renderWithProviders } from '../../../../test/renderWithProviders';
import { UserProfilePage } from './UserProfilePage';

describe('UserProfilePage', () => {
  it('is a titled page with who is signed in and links to the account data', () => {
    const store = makeStore();
    store.dispatch(
      sessionStartedFor({
        user: { id: 'acc-1', displayName: 'Carlos Lima', role: 'customer', email: 'carlos@x.com', cnpj: '52998224725', physicalAssets: [{ id: 'a', name: 'Sítio' }] },
      }),
    );
    renderWithProviders(<UserProfilePage />, { store });
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Carlos Lima' })).toBeInTheDocument();
    expect(screen.getByText(/Cliente · 1 unidade de consumo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver Dados Cadastrais/ })).toHaveAttribute('href', '/dashboard/user/account');
    expect(screen.getByRole('link', { name: /Como alterar meus dados/ })).toHaveAttribute('href', '/dashboard/user/acc-1/edit');
  });
});
