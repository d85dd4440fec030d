import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { InvoicesPage } from './InvoicesPage';

describe('InvoicesPage', () => {
  it("has one h1, 'Fatura'", () => {
    renderWithProviders(<InvoicesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fatura');
    expect(screen.getByText('Nenhuma Fatura encontrada.')).toBeInTheDocument();
  });
});
