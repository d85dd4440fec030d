import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SectionCard } from './SectionCard';

describe('SectionCard', () => {
  it('leaves the tab alone at every level: the route table names it (src/app/routes/titles.test.tsx)', () => {
    const { unmount } = render(
      <SectionCard title="Fatura" titleLevel={1} isLoading={false} loadingLabel="Carregando faturas">
        <p>conteúdo</p>
      </SectionCard>,
    );
    expect(document.title).not.toContain('Fatura');
    unmount();
    render(
      <SectionCard title="Contrato de Adesão" isLoading={false} loadingLabel="Carregando contratos">
        <p>conteúdo</p>
      </SectionCard>,
    );
    expect(document.title).not.toContain('Contrato de Adesão');
  });

  it('is a region named by its heading, at the level asked for, with the list inside', () => {
    render(
      <SectionCard id="lista" title="Fatura" titleLevel={1} isLoading={false} loadingLabel="Carregando faturas" extra={<span>2025</span>}>
        <p>conteúdo</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Fatura' });
    expect(region).toHaveAttribute('id', 'lista');
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Fatura' })).toBeInTheDocument();
    expect(screen.getByText('2025')).toBeInTheDocument();
    expect(screen.getByText('conteúdo')).toBeInTheDocument();
  });

  it('while loading: busy, a named spinner, no list', () => {
    render(
      <SectionCard title="Contrato de Adesão" isLoading loadingLabel="Carregando contratos">
        <p>conteúdo</p>
      </SectionCard>,
    );
    expect(screen.getByRole('region', { name: 'Contrato de Adesão' })).toHaveAttribute('aria-busy', 'true');
    // A status with a name (axe: aria-label on a div without a role is prohibited).
    expect(screen.getByRole('status', { name: 'Carregando contratos' })).toBeInTheDocument();
    expect(screen.queryByText('conteúdo')).not.toBeInTheDocument();
  });

  it('empty: the message instead of the list; "Tentar novamente" only with a retry', async () => {
    const retry = vi.fn();
    const { rerender } = render(
      <SectionCard title="Fatura" isLoading={false} loadingLabel="Carregando faturas" empty={{ message: 'Nenhuma Fatura encontrada.' }}>
        <p>conteúdo</p>
      </SectionCard>,
    );
    expect(screen.getByText('Nenhuma Fatura encontrada.')).toBeInTheDocument();
    expect(screen.queryByText('conteúdo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tentar novamente/ })).not.toBeInTheDocument();
    rerender(
      <SectionCard title="Fatura" isLoading={false} loadingLabel="Carregando faturas" empty={{ message: 'Nenhuma Fatura encontrada.', onRetry: retry }}>
        <p>conteúdo</p>
      </SectionCard>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
