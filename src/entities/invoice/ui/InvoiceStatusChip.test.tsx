import { render, screen } from '@testing-library/react';
import { InvoiceStatusChip } from './InvoiceStatusChip';

describe('InvoiceStatusChip', () => {
  it.each([
    ['Paga', 'rgb(230, 244, 234)'],
    ['Em aberto', 'rgb(232, 240, 252)'],
    ['Vencida', 'rgb(253, 236, 236)'],
  ] as const)('carries the word %s and an icon, not colour alone', (status, background) => {
    render(<InvoiceStatusChip status={status} />);
    const chip = screen.getByText(status).closest('[data-status]') as HTMLElement;
    expect(chip).toHaveAttribute('data-status', status);
    expect(chip).toHaveStyle({ background });
    expect(chip.querySelector('[aria-hidden]')).not.toBeNull();
  });
});
