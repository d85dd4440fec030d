import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTimeConfig } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { renderApp } from '@test/renderApp';
import { signedInAs, signedOutSession } from '@test/session';

const LOADS = { timeout: 15_000 };
const tab = (name: string) => `${name} | ${buildTimeConfig.brandName}`;

describe('the tab and the heading of each screen come from the route table', () => {
  it('a sign-in step: the tab says the step, the heading says the area', async () => {
    await renderApp(ROUTES.login.path, { preloadedState: { session: signedOutSession() } });
    expect(await screen.findByRole('heading', { level: 1, name: ROUTES.login.heading }, LOADS)).toBeInTheDocument();
    expect(document.title).toBe(tab(ROUTES.login.title));
  });

  it('a public page and the 404 page', async () => {
    const { router } = await renderApp(ROUTES.privacy.path, { preloadedState: { session: signedOutSession() } });
    expect(await screen.findByRole('heading', { level: 1, name: ROUTES.privacy.title }, LOADS)).toBeInTheDocument();
    expect(document.title).toBe(tab(ROUTES.privacy.title));
    await router.navigate('/caminho-que-nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: ROUTES.notFound.title }, LOADS)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(tab(ROUTES.notFound.title)));
  });

  it("the customer area: each screen's own, the home's aliases their report's, and 'Acesso negado' where the role may not go", async () => {
    const { router } = await renderApp(ROUTES.contracts.path, { preloadedState: (await signedInAs()).preloadedState });
    expect(await screen.findByRole('heading', { level: 1, name: ROUTES.contracts.title }, LOADS)).toBeInTheDocument();
    expect(document.title).toBe(tab(ROUTES.contracts.title));
    await router.navigate(ROUTES.economy.path);
    await waitFor(() => expect(document.title).toBe(tab(ROUTES.economy.title)), LOADS);
    await router.navigate(ROUTES.app.path);
    await waitFor(() => expect(document.title).toBe(tab(ROUTES.app.title)), LOADS);
    await router.navigate(ROUTES.management.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' }, LOADS)).toBeInTheDocument();
    expect(document.title).toBe(tab('Acesso negado'));
  });
});
