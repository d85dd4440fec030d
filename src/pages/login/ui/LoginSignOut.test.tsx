import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginToken } from '../../../../mocks/testing';
import { renderApp } from '@test/renderApp';
import { signedInSession } from '@test/session';
import { sessionEnded } from '@/entities/session';
import { setAccessToken } from '@/shared/api';

const SIGNED_OUT = 'Você saiu da sua conta.';
const mariana = {
  id: 'acc-mariana-souza',
  displayName: 'Mariana Souza',
  role: 'customer',
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [{ id: 'ua-loja-centro', name: 'Loja Centro' }],
};

const signedInAt = async (route: string) => {
  const token = await loginToken();
  setAccessToken(token);
  return renderApp(route, { preloadedState: { session: signedInSession(mariana, token) } });
};

describe('signing out, as the login confirms it', () => {
  it("'Sair' lands on the login, which says 'Você saiu da sua conta.' once", { timeout: 60_000 }, async () => {
    const { user, router } = await signedInAt('/dashboard/user/account');
    await user.click(await screen.findByRole('button', { name: /menu/i }, { timeout: 10_000 }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 })).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 10_000 });
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(SIGNED_OUT);
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).toBeNull();
    // Shown once: back on the login later, it is gone.
    await user.click(screen.getByRole('link', { name: 'Esqueceu sua senha?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'), { timeout: 10_000 });
    // The login has really gone (the router keeps drawing it while the next page's code loads).
    expect(await screen.findByRole('heading', { level: 1, name: 'Esqueceu sua senha?' }, { timeout: 10_000 })).toBeInTheDocument();
    await router.navigate('/auth/login');
    expect(await screen.findByLabelText('Senha', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(SIGNED_OUT)).toBeNull();
  });

  it('an expiry or another tab’s sign-out does not say so: only this tab’s own sign-out', async () => {
    for (const reason of ['expired', 'otherTab'] as const) {
      const { store, router, unmount } = await signedInAt('/dashboard/user/account');
      store.dispatch(sessionEnded({ reason }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 10_000 });
      expect(await screen.findByLabelText('Senha', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByText(SIGNED_OUT)).toBeNull();
      unmount();
    }
  });
});
