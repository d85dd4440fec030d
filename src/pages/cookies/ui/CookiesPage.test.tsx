import { screen, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { renderRoutes } from '../../../../test/renderWithProviders';

describe.each(['/cookies', '/aviso-de-cookies'])('cookie notice at %s', (route) => {
  it('has one h1, the landmarks and the cookie categories', async () => {
    renderRoutes(routes, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de Cookies' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categorias de cookies' });
    for (const name of ['Estritamente necessários', 'Preferências e funcionalidade', 'Desempenho e análise', 'Publicidade']) {
      expect(within(categories).getByText(name)).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: 'Cookies e dados guardados no navegador' });
    expect(within(table).getByRole('rowheader', { name: 'persist:settings' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'accessToken' })).toBeInTheDocument();
  });
});
