import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from './bootstrap';
import { ConfigErrorPage } from './ConfigErrorPage';
import { preloadRoute } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('ConfigErrorPage', () => {
  it('says in pt-BR that the portal could not start, why, and what to do', () => {
    render(<ConfigErrorPage message="Configuração inválida em /config.json: o arquivo não é um JSON válido." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Não foi possível iniciar o portal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Configuração inválida em /config.json: o arquivo não é um JSON válido.');
    expect(screen.getByText(/Avise a equipe responsável pelo portal/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByText(/canais de atendimento/)).toHaveLength(1);
  });
});

describe('bootstrap with a malformed /config.json', () => {
  it.each([
    ['a field of the wrong type', '{"apiMocking": "sim"}', 'Configuração inválida em /config.json: o campo "apiMocking" deve ser true ou false.'],
    // The production build (this test's: VITE_API_MOCKING is not enabled) carries no demo backend to turn on.
    ['mocking asked of the production build', '{"apiMocking": true}', 'Configuração inválida em /config.json: o campo "apiMocking" só pode ser true na versão de demonstração do portal.'],
  ])('%s: renders the error page instead of a blank one, and nothing else starts', async (_case, file, message) => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(file, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const container = document.createElement('div');
    document.body.appendChild(container);

    await act(() => bootstrap(container));

    expect(within(container).getByRole('heading', { level: 1, name: 'Não foi possível iniciar o portal' })).toBeInTheDocument();
    expect(within(container).getByRole('alert')).toHaveTextContent(message);
    // Only config.json was requested: no session check, no demo backend, no content calls.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    // bootstrap asked for the page's code before the config answered: let that download end inside this test.
    await preloadRoute(window.location.pathname);
  });
});
