import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from '@/shared/routes';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

describe('the 404 page, through the app’s routes', () => {
  it('keeps the site’s header and skip link, and leads back to the start', async () => {
    const { router, user } = await renderApp('/caminho-que-nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.notFound.path);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', ROUTES.home.path);
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ir para a área do cliente' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Voltar para o início' }));
    // The next route's code loads before the router moves.
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.home.path));
  });

  it('offers a signed-in customer the way back to the customer area', async () => {
    const { router, user } = await renderApp(ROUTES.notFound.path, { preloadedState: (await signedInAs()).preloadedState });
    await user.click(await screen.findByRole('link', { name: 'Ir para a área do cliente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.app.path));
  });
});
