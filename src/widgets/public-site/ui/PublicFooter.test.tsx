import { screen, within } from '@testing-library/react';
import { AppConfigProvider, buildTimeConfig, type AppConfig } from '@/shared/config';
import { renderWithProviders } from '@test/renderWithProviders';
import { PublicFooter } from './PublicFooter';

/** The footer under a config.json that sets `config`. */
const renderFooter = (config: Partial<AppConfig>) =>
  renderWithProviders(
    <AppConfigProvider value={{ ...buildTimeConfig, ...config }}>
      <PublicFooter />
    </AppConfigProvider>,
  );

describe('PublicFooter', () => {
  it('has the five transparency links, two of them real PDFs opened in a new tab', () => {
    renderWithProviders(<PublicFooter />);
    const nav = screen.getByRole('navigation', { name: 'Transparência' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent?.replace(' (abre em nova aba)', '').trim(), a.getAttribute('href')])).toEqual([
      ['Aviso de Privacidade', '/aviso-de-privacidade'],
      ['Canal do Titular de Dados (LGPD)', '/canal-atendimento-cliente#titular-de-dados'],
      ['Ética e Compliance', '/canal-atendimento-cliente#etica-e-compliance'],
      ['Contrato Padrão de Varejo (PDF)', '/docs/contrato-padrao-varejista.pdf'],
      ['Preço de Referência Comparável (PDF)', '/docs/preco-referencia-comparavel.pdf'],
    ]);
    for (const pdf of links.slice(3)) {
      expect(pdf).toHaveAttribute('target', '_blank');
      expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links the configured support e-mail and chat number', () => {
    renderFooter({ supportEmail: 'suporte@exemplo.com.br', supportPhone: '5531999990000' });
    expect(screen.getByRole('link', { name: 'suporte@exemplo.com.br' })).toHaveAttribute('href', 'mailto:suporte@exemplo.com.br');
    const chat = screen.getByRole('link', { name: /Chat de atendimento \(WhatsApp\)/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/5531999990000');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the copyright with the current year and the brand', () => {
    renderFooter({ brandName: 'Sol Nascente Energia' });
    expect(screen.getByText(`© ${new Date().getFullYear()} Sol Nascente Energia. Todos os direitos reservados.`)).toBeInTheDocument();
  });
});
