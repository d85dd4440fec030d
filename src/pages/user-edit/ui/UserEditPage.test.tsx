import { sessionStartedFor } from '@test/session';
import { screen } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { setAccessToken } from '@/shared/api';
import { loginToken } from '../../../../mocks/testing';
import { renderApp } from '@test/renderApp';

const renderAt = async (route: string) => {
  setAccessToken(await loginToken());
  const store = makeStore();
  store.dispatch(
    sessionStartedFor({
      user: { id: 'acc-1', displayName: 'Carlos Lima', role: 'customer', email: 'carlos@x.com', cnpj: '52998224725', physicalAssets: [] },
    }),
  );
  const view = await renderApp(route, { store });
  // The customer area's frame first, then the page's own code.
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return view;
};

describe('UserEditPage', () => {
  it('explains how the own account data is changed, with the support e-mail', async () => {
    await renderAt('/dashboard/user/acc-1/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar dados do usuário' })).toBeInTheDocument();
    expect(screen.getByText('Alterações cadastrais são feitas pelo atendimento')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /atendimento@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it("does not show another user's page", async () => {
    await renderAt('/dashboard/user/acc-2/edit');
    expect(screen.getByText('Usuário não encontrado')).toBeInTheDocument();
  });
});
