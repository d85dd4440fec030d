import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '@/shared/config';
import { bootstrap } from './bootstrap';
import { ConfigErrorPage } from './ConfigErrorPage';
import { preloadRoute } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
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
  it('renders the error page instead of a blank one, and nothing else starts', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"apiMocking": "sim"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const container = document.createElement('div');
    document.body.appendChild(container);

    await act(() => bootstrap(container));

    expect(within(container).getByRole('heading', { level: 1, name: 'Não foi possível iniciar o portal' })).toBeInTheDocument();
    expect(within(container).getByRole('alert')).toHaveTextContent(
      'Configuração inválida em /config.json: o campo "apiMocking" deve ser true ou false.',
    );
    // Only config.json was requested: no session check, no demo backend, no content calls.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    // bootstrap asked for the page's code before the config answered: let that download end inside this test.
    await preloadRoute(window.location.pathname);
  });
});
