import { screen, within } from '@testing-library/react';
import { renderApp } from '@test/renderApp';

describe('privacy notice', () => {
  it('has one h1, the landmarks, the nine LGPD rights of art. 18 and how to exercise them', async () => {
    await renderApp('/aviso-de-privacidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de Privacidade' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'Seus direitos (art. 18 da LGPD)' });
    expect(within(rights).getAllByRole('listitem')).toHaveLength(9);
    expect(within(rights).getByText('portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa;')).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'Como exercer seus direitos' });
    expect(within(how).getByRole('link', { name: 'Canal do Titular de Dados' })).toHaveAttribute('href', '/canal-atendimento-cliente#titular-de-dados');
    expect(within(how).getByText(/até 15 dias/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Nesta página' })).toBeInTheDocument();
  });
});
