import { screen, within } from '@testing-library/react';
import { renderApp } from '@test/renderApp';

describe.each(['/cookies', '/aviso-de-cookies'])('cookie notice at %s', (route) => {
  it('has one h1, the landmarks and the cookie categories', async () => {
    await renderApp(route);
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

describe('cookie notice: everything the portal keeps', () => {
  it('lists the session items: token, choice, refresh cookie, tabs ledger, code step, return page, last unit', async () => {
    await renderApp('/cookies');
    const table = await screen.findByRole('table', { name: 'Cookies e dados guardados no navegador' }, { timeout: 10_000 });
    for (const name of ['accessToken', 'keepConnected', 'aurora_refresh', 'aurora-session', 'sessionExpired', 'mfaStep', 'returnTo', 'lastUnits']) {
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    expect(within(within(table).getByRole('rowheader', { name: 'aurora_refresh' }).closest('tr')!).getByText(/HttpOnly/)).toBeInTheDocument();
    expect(within(within(table).getByRole('rowheader', { name: 'aurora-session' }).closest('tr')!).getByText('IndexedDB')).toBeInTheDocument();
  });
});
