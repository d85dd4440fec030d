import { screen } from '@testing-library/react';
import { useState } from 'react';
import { DEFAULT_DISPLAY_TYPE, type DisplayType } from '@/entities/economic-report';
import { renderWithProviders } from '@test/renderWithProviders';
import { DisplayTypeSwitch } from './DisplayTypeSwitch';

const Harness = () => {
  const [value, setValue] = useState<DisplayType>(DEFAULT_DISPLAY_TYPE);
  return <DisplayTypeSwitch value={value} onChange={setValue} />;
};

describe('DisplayTypeSwitch', () => {
  it("offers 'Anual' and 'Mensal', 'Anual' chosen by default, and switches by click", async () => {
    const { user } = renderWithProviders(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Exibição' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Anual' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mensal' })).not.toBeChecked();
    await user.click(screen.getByText('Mensal'));
    expect(screen.getByRole('radio', { name: 'Mensal' })).toBeChecked();
  });
});
