import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/renderApp';
import { signedOutSession } from '@test/session';

describe('the app routes (StrictMode)', () => {
  it('a deep link survives the login: signed out on /dashboard/invoice, signed in, back on /dashboard/invoice', async () => {
    const { user, router, store } = await renderApp('/dashboard/invoice', {
      preloadedState: { session: signedOutSession() },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    // Nothing was written during render: the remembered page comes from the router's location.
    expect(store.getState().session.returnPath).toBe('/dashboard/invoice');
    await user.type(await screen.findByLabelText('CPF ou CNPJ', {}, { timeout: 5000 }), '11222333000181');
    await user.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/invoice'), { timeout: 5000 });
    expect(sessionStorage.getItem('returnTo')).toBe('/dashboard/invoice');
  });
});
