import { render, screen } from '@testing-library/react';
import { ContractStatusChip } from './ContractStatusChip';

describe('ContractStatusChip', () => {
  it.each([
    ['Ativo', 'rgb(230, 244, 234)'],
    ['Inativo', 'rgb(255, 244, 204)'],
  ] as const)('carries the word %s (not colour alone) on its green/yellow tint', (status, background) => {
    render(<ContractStatusChip status={status} />);
    const chip = screen.getByText(status).closest('[data-status]') as HTMLElement;
    expect(chip).toHaveAttribute('data-status', status);
    expect(chip).toHaveStyle({ background });
    expect(chip.querySelector('[aria-hidden]')).not.toBeNull();
  });
});
