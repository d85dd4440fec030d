import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hrefOf, ROUTES } from '@/shared/routes';
import { renderApp } from '@test/renderApp';
import { mfaPendingSession, signedOutSession } from '@test/session';
import { routes } from './router';

/** Spies on the code loaders of the customer area's layout and of its first page, the ones signing in opens. */
const spyOnCustomerAreaCode = () => {
  const dashboard = routes.find((route) => route.id === 'dashboard')!;
  const home = dashboard.children!.find((route) => route.path === ROUTES.app.path)!;
  return [vi.spyOn(dashboard, 'lazy' as never), vi.spyOn(home, 'lazy' as never)] as const;
};

/** Lets the timers, effects and promises of a few frames run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the customer area code loads when a sign-in screen is used, not when it is only shown (StrictMode)', () => {
  it('login: nothing while the customer only looks; the first key typed loads the layout and the home once', async () => {
    const [layout, home] = spyOnCustomerAreaCode();
    const { user } = await renderApp(ROUTES.login.path, { preloadedState: { session: signedOutSession() } });
    const field = await screen.findByLabelText('CPF ou CNPJ', {}, { timeout: 5000 });
    await settle();
    expect(layout).not.toHaveBeenCalled();
    expect(home).not.toHaveBeenCalled();

    await user.type(field, '1');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledTimes(1);

    await user.type(field, '1222333000181');
    await user.type(screen.getByLabelText('Senha'), 'Demo');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('verify: a press on the page loads it too', async () => {
    const [layout, home] = spyOnCustomerAreaCode();
    const { user } = await renderApp(hrefOf(ROUTES.verify, 'c***@exemplo.com.br'), {
      preloadedState: { session: mfaPendingSession('carlos.lima@exemplo.com.br') },
    });
    const field = await screen.findByLabelText('Código de verificação', {}, { timeout: 5000 });
    await settle();
    expect(layout).not.toHaveBeenCalled();
    await user.click(field);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('the other auth screens load nothing of it when used', async () => {
    const [layout] = spyOnCustomerAreaCode();
    const { user } = await renderApp(ROUTES.resetPassword.path, { preloadedState: { session: signedOutSession() } });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 5000 }), 'a');
    await settle();
    expect(layout).not.toHaveBeenCalled();
  });
});
