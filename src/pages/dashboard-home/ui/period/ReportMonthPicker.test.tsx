import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { dayjs, type Dayjs } from '@/shared/lib/dayjs';
import { renderWithProviders } from '@test/renderWithProviders';
import { ReportMonthPicker } from './ReportMonthPicker';

const Harness = ({ initial, onPick, picker }: { initial: string; onPick?: (date: Dayjs) => void; picker?: 'month' | 'date' }) => {
  const [value, setValue] = useState(dayjs(initial));
  return (
    <ReportMonthPicker
      id="mes"
      label="Mês de referência"
      value={value}
      picker={picker}
      onChange={(date) => {
        setValue(date);
        onPick?.(date);
      }}
    />
  );
};

const original = window.IntersectionObserver;
// The test setup defines the stub as writable but not configurable, so it is swapped by assignment.
const setObserver = (value: unknown) => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = value;
};
/** An observer that reports the element as on screen at once. */
class OnScreen {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

/** Waits for the lazily loaded antd picker to replace the read-only placeholder. */
const pickerReady = () => waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());

describe('ReportMonthPicker', () => {
  beforeEach(() => setObserver(OnScreen));
  afterEach(() => setObserver(original));

  it('shows the value read-only until it nears the screen, and loads the picker on focus, keeping the focus', async () => {
    setObserver(original);
    const { user } = renderWithProviders(<Harness initial="2025-03-01" />);
    expect(screen.getByLabelText('Mês de referência')).toHaveValue('março de 2025');
    expect(screen.getByLabelText('Mês de referência')).toHaveAttribute('readonly');
    expect(document.querySelector('.ant-picker')).toBeNull();
    await user.tab();
    await pickerReady();
    expect(screen.getByLabelText('Mês de referência')).toHaveValue('março de 2025');
    // The picker took the placeholder's place without losing the keyboard focus, and focus alone opens nothing.
    expect(screen.getByLabelText('Mês de referência')).toHaveFocus();
    expect(document.querySelector('.ant-picker-month-panel')).toBeNull();
  });

  it('a click on the placeholder before the picker has arrived opens the picker when it does', async () => {
    setObserver(original);
    const { user } = renderWithProviders(<Harness initial="2025-03-01" />);
    await user.click(screen.getByLabelText('Mês de referência'));
    await pickerReady();
    await waitFor(() => expect(document.querySelector('.ant-picker-month-panel')).not.toBeNull());
    expect(screen.getByLabelText('Mês de referência')).toHaveFocus();
  });

  it('Enter on the focused placeholder opens the picker when it arrives', async () => {
    setObserver(original);
    const { user } = renderWithProviders(<Harness initial="2025-03-01" />);
    await user.tab();
    await user.keyboard('{Enter}');
    await pickerReady();
    await waitFor(() => expect(document.querySelector('.ant-picker-month-panel')).not.toBeNull());
  });

  it('is labelled and shows the month in pt-BR', async () => {
    renderWithProviders(<Harness initial="2025-03-01" />);
    await pickerReady();
    expect(screen.getByLabelText('Mês de referência')).toHaveValue('março de 2025');
  });

  it('lists the pt-BR months and picks the first day of the chosen one', async () => {
    const onPick = vi.fn();
    const { user } = renderWithProviders(<Harness initial="2025-03-01" onPick={onPick} />);
    await pickerReady();
    await user.click(screen.getByLabelText('Mês de referência'));
    const panel = document.querySelector('.ant-picker-month-panel') as HTMLElement;
    expect(within(panel).getByText('Jan')).toBeInTheDocument();
    expect(within(panel).getByText('Dez')).toBeInTheDocument();
    await user.click(within(panel).getByText('Jul'));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect((onPick.mock.calls[0]![0] as Dayjs).format('YYYY-MM-DD')).toBe('2025-07-01');
    expect(screen.getByLabelText('Mês de referência')).toHaveValue('julho de 2025');
  });

  it('stops at 2099-12 and at 1900-01', async () => {
    const { user, unmount } = renderWithProviders(<Harness initial="2099-12-01" />);
    await pickerReady();
    await user.click(screen.getByLabelText('Mês de referência'));
    const next = document.querySelector('.ant-picker-month-panel .ant-picker-header-super-next-btn');
    const cell = (title: string) => document.querySelector(`.ant-picker-month-panel td[title="${title}"]`);
    expect(cell('2099-12')).not.toHaveClass('ant-picker-cell-disabled');
    expect(next).toHaveAttribute('disabled');
    unmount();

    const second = renderWithProviders(<Harness initial="1900-01-01" />);
    await pickerReady();
    await second.user.click(screen.getByLabelText('Mês de referência'));
    const previous = document.querySelector('.ant-picker-month-panel .ant-picker-header-super-prev-btn');
    expect(cell('1900-01')).not.toHaveClass('ant-picker-cell-disabled');
    expect(previous).toHaveAttribute('disabled');
  });

  it('a day picker shows the weekday initials D S T Q Q S S, starting on Sunday', async () => {
    const { user } = renderWithProviders(<Harness initial="2025-03-10" picker="date" />);
    await pickerReady();
    await user.click(screen.getByLabelText('Mês de referência'));
    const headers = Array.from(document.querySelectorAll('.ant-picker-date-panel thead th')).map((th) => th.textContent);
    expect(headers).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
  });

  it('a day picker disables days after 2099-12-31 and before 1900-01-01', async () => {
    const { user, unmount } = renderWithProviders(<Harness initial="2099-12-15" picker="date" />);
    await pickerReady();
    await user.click(screen.getByLabelText('Mês de referência'));
    const day = (title: string) => document.querySelector(`.ant-picker-date-panel td[title="${title}"]`);
    expect(day('2099-12-31')).not.toHaveClass('ant-picker-cell-disabled');
    expect(day('2100-01-01')).toHaveClass('ant-picker-cell-disabled');
    unmount();

    const second = renderWithProviders(<Harness initial="1900-01-15" picker="date" />);
    await pickerReady();
    await second.user.click(screen.getByLabelText('Mês de referência'));
    expect(day('1900-01-01')).not.toHaveClass('ant-picker-cell-disabled');
    expect(day('1899-12-31')).toHaveClass('ant-picker-cell-disabled');
  });
});
