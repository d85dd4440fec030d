import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@test/renderWithProviders';
import { ReportYearSwitch } from './ReportYearSwitch';

const Harness = ({ start }: { start: number }) => {
  const [year, setYear] = useState(start);
  return (
    <>
      <ReportYearSwitch years={[2024, 2025, 2026]} value={year} onChange={setYear} />
      <output>{year}</output>
    </>
  );
};

describe('ReportYearSwitch', () => {
  it("'Ano' offers each year as one choice, the report's year checked", async () => {
    const { user } = renderWithProviders(<Harness start={2026} />);
    const group = screen.getByRole('radiogroup', { name: 'Ano' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['2024', '2025', '2026']);
    expect(screen.getByRole('radio', { name: '2026' })).toBeChecked();
    await user.click(screen.getByText('2025'));
    expect(screen.getByRole('radio', { name: '2025' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2025');
  });

  it('checks none when the picker chose a year outside the list', () => {
    renderWithProviders(<Harness start={2019} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });
});
