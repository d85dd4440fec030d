import { screen, within } from '@testing-library/react';
import { CMS_ITEMS } from '../../../../mocks/data/cms-items';
import { renderWithProviders } from '@test/renderWithProviders';
import { CmsSection } from './CmsSection';

const find = (slug: string) => CMS_ITEMS.find((item) => item.slug === slug)!;

describe('CmsSection', () => {
  it('is a labelled section whose id is the slug, styled by the component with that slug', () => {
    renderWithProviders(
      <CmsSection item={find('energia-renovavel')} component={{ componentTypeName: 'Section', slug: 'energia-renovavel', order: 3, backgroundColor: '#F1FAF4', width: '100%', height: '640' }} />,
    );
    const section = screen.getByRole('region', { name: 'Energia Renovável' });
    expect(section).toHaveAttribute('id', 'energia-renovavel');
    expect(section).toHaveStyle({ backgroundColor: '#F1FAF4', width: '100%', minHeight: '640px' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Energia Renovável' })).toBeInTheDocument();
    expect(within(section).getByText(/certificados I-REC/)).toBeInTheDocument();
  });

  it('renders CMS text as text, never as HTML', () => {
    const item = { title: '<b>Título</b>', slug: 'x', order: 1, subtitle: '<img src=x onerror=alert(1)>', body: '<script>alert(1)</script>' };
    const { container } = renderWithProviders(<CmsSection item={item} />);
    expect(screen.getByRole('heading', { name: '<b>Título</b>' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('b, script, img')).toBeNull();
  });

  it('draws the FAQ as an accordion: first answer open, buttons toggle the others', async () => {
    const { user } = renderWithProviders(<CmsSection item={find('perguntas-frequentes')} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(7);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Quem pode migrar para o Mercado Livre de Energia?' })).toBeVisible();
    const second = screen.getByRole('button', { name: 'Vou deixar de pagar a distribuidora?' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/tarifa de uso do sistema de distribuição/)).not.toBeVisible();
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/tarifa de uso do sistema de distribuição/)).toBeVisible();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws testimonials as quote cards with their authors', () => {
    renderWithProviders(<CmsSection item={find('depoimentos')} />);
    const cards = screen.getAllByRole('figure');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText(/a conta de energia caiu 22%/)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Renata Oliveira')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('diretora financeira, Supermercados Vale Verde')).toBeInTheDocument();
  });
});
