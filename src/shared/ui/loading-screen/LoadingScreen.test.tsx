import { render, screen } from '@testing-library/react';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('is a polite status whose label is on screen, not only for screen readers', () => {
    render(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^Carregando…$/);
    expect(screen.getByText('Carregando…')).not.toHaveClass('visually-hidden');
  });

  it('takes another label', () => {
    render(<LoadingScreen label="Entrando…" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Entrando…$/);
  });
});
