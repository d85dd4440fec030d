import { screen } from '@testing-library/react';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

describe('ContractsPage', () => {
  it("has one h1, 'Contrato de Adesão', and the empty text for a unit without contracts", async () => {
    // Beatriz Andrade Comércio: one unit, no contract yet.
    await renderApp('/dashboard/contract', { preloadedState: (await signedInAs('45723174000110')).preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'Contrato de Adesão' }, { timeout: 15_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contrato de Adesão');
    expect(await screen.findByText('Nenhum Contrato encontrado.')).toBeInTheDocument();
  });
});
