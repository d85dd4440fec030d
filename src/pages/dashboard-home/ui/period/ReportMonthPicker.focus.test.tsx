import { screen, waitFor } from '@testing-library/react';
import { dayjs } from '@/shared/lib/dayjs';
import { renderWithProviders } from '@test/renderWithProviders';
import { ReportMonthPicker } from './ReportMonthPicker';

// A file of its own: the picker's code must not have been loaded by an earlier test, or it arrives at once.
describe('ReportMonthPicker while its picker is on its way', () => {
  it('the focused placeholder keeps the focus until the picker is here to take it: the page never holds it in between', async () => {
    const { user } = renderWithProviders(<ReportMonthPicker id="mes" label="Mês de referência" value={dayjs('2025-03-01')} onChange={() => {}} />);
    const holders: string[] = [];
    const watch = () => holders.push(document.activeElement?.id || document.activeElement?.tagName || 'nothing');
    await user.tab();
    const timer = setInterval(watch, 0);
    watch();
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    watch();
    clearInterval(timer);
    expect(new Set(holders)).toEqual(new Set(['mes']));
    expect(screen.getByLabelText('Mês de referência')).toHaveFocus();
  });

  it('leaves the focus where the person went after the placeholder, instead of taking it back on arrival', async () => {
    const { user } = renderWithProviders(
      <>
        <ReportMonthPicker id="mes" label="Mês de referência" value={dayjs('2025-03-01')} onChange={() => {}} />
        <button type="button">Exportar CSV</button>
      </>,
    );
    await user.tab();
    // Tabbed on before the picker arrived.
    screen.getByRole('button', { name: 'Exportar CSV' }).focus();
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveFocus();
  });
});
