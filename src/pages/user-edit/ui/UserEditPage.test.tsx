import { sessionStartedFor } from '../../../../test/session';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '@/app/store';

import { renderWithProviders } from '../../../../test/renderWithProviders';
import { UserEditPage } from './UserEditPage';

const renderAt = (route: string) => {
  const store = makeStore();
  store.dispatch(
    sessionStartedFor({
      user: { id: 'acc-1', displayName: 'Carlos Lima', role: 'customer', email: 'carlos@x.com', cnpj: '52998224725', physicalAssets: [] },
    }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/user/:id/edit" element={<UserEditPage />} />
    </Routes>,
    { store, route },
  );
};

describe('UserEditPage', () => {
  it('explains how the own account data is changed, with the support e-mail', () => {
    renderAt('/dashboard/user/acc-1/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar dados do usuário' })).toBeInTheDocument();
    expect(screen.getByText('Alterações cadastrais são feitas pelo atendimento')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /atendimento@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it("does not show another user's page", () => {
    renderAt('/dashboard/user/acc-2/edit');
    expect(screen.getByText('Usuário não encontrado')).toBeInTheDocument();
  });
});
