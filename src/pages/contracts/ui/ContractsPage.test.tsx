import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { ContractsPage } from './ContractsPage';

describe('ContractsPage', () => {
  it("has one h1, 'Contrato de Adesão'", () => {
    renderWithProviders(<ContractsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contrato de Adesão');
    expect(screen.getByText('Nenhum Contrato encontrado.')).toBeInTheDocument();
  });
});
