import { fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { AntdThemeScope, defaultSettings, SETTINGS_VERSION } from '@/entities/appearance';
import { useChartTheme } from '@/shared/ui/report-section';
import { renderWithProviders } from '@test/renderWithProviders';
import { setViewport } from '@test/viewport';
import { demandPoints } from '../lib/chartData';
import { DemandChartCanvas } from './DemandChartCanvas';

const DAY = { view: 'day', from: '2026-11-14', to: '2026-11-14' } as const;
const MONTH = { view: 'month', from: '2026-11-01', to: '2026-11-30' } as const;
const QUARTER = 15 * 60_000;
const start = Date.parse('2026-11-14T00:00:00-03:00');
// A day of 96 intervals around 30 kW, with one 84 kW spike at 18:45 (the 76th).
const day = demandPoints(Array.from({ length: 96 }, (_, i) => ({ at: start + i * QUARTER, kwh: 0, kw: i === 75 ? 84 : 30 + (i % 7), kvarh: 0 })), DAY, 'current');
const props = { period: DAY, points: day, previous: [], contractedKw: 75, toleranceKw: 78.75, peakRanges: [[1080, 1260]] as [number, number][], peak: day[75]!, narrow: false, height: 360, drawnKey: 'day 2026-11-14' };

const chartBox = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-drawn]');
const svgOf = (container: HTMLElement) => container.querySelector('svg')!;
const ticks = (container: HTMLElement, axis: 'x' | 'y') => [...container.querySelectorAll(`[data-tick="${axis}"]`)].map((tick) => tick.textContent);
const ysOf = (path: Element) => [...path.getAttribute('d')!.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((match) => Number(match[1]));

type Props = ComponentProps<typeof DemandChartCanvas>;
/** The chart with props a test changes in place (the same box kept, as the page does). */
const Harness = ({ initial, next }: { initial: Props; next: Props }) => {
  const [shown, setShown] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setShown(next)}>
        next
      </button>
      <DemandChartCanvas {...shown} />
    </>
  );
};

let undo: () => void;
beforeEach(() => {
  // A desktop screen: the breakpoints antd's hooks read answer as a 1440 px window's.
  undo = setViewport(1440);
});
afterEach(() => undo());

describe('DemandChartCanvas', () => {
  it('draws a day: hourly ticks every 3 h, round kW ticks over the tolerance and the peak, and marks its box drawn', () => {
    const { container } = renderWithProviders(<DemandChartCanvas {...props} />);
    expect(ticks(container, 'x')).toEqual(['00h', '03h', '06h', '09h', '12h', '15h', '18h', '21h', '24h']);
    // 84 kW × 1,1 = 92,4: the axis runs to the next round tick.
    expect(ticks(container, 'y')).toEqual(['0', '20', '40', '60', '80', '100']);
    expect(screen.getByText('kW')).toBeInTheDocument();
    expect(svgOf(container)).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[data-range]')).toHaveLength(1);
    expect(container.querySelector('[data-series="contracted"]')).toHaveAttribute('data-kw', '75');
    expect(container.querySelector('[data-series="tolerance"]')).toHaveAttribute('stroke-dasharray', '6 4');
    expect(container.querySelector('[data-series="current"]')).toHaveAttribute('data-points', '96');
    expect(chartBox(container)!.dataset.drawn).toBe('day 2026-11-14');
  });

  it('a phone gets fewer ticks', () => {
    const { container } = renderWithProviders(<DemandChartCanvas {...props} narrow />);
    expect(ticks(container, 'x')).toEqual(['00h', '06h', '12h', '18h', '24h']);
  });

  it("a month's line is sampled but keeps its peak: the line's highest point is the marked one", () => {
    const monthStart = Date.parse('2026-11-01T00:00:00-03:00');
    const month = demandPoints(Array.from({ length: 2_880 }, (_, i) => ({ at: monthStart + i * QUARTER, kwh: 0, kw: i === 1_299 ? 84 : 20 + ((i * 7) % 31), kvarh: 0 })), MONTH, 'current');
    const shown: Props = { ...props, period: MONTH, points: month, peak: month[1_299]!, peakRanges: [], drawnKey: 'month 2026-11-01' };
    const compared: Props = { ...shown, previous: [{ ...month[10]!, kw: 130, series: 'previous' }], drawnKey: 'month 2026-11-01 2026-10-01' };
    const { container } = renderWithProviders(<Harness initial={shown} next={compared} />);
    const line = container.querySelector('[data-series="current"]')!;
    expect(Number(line.getAttribute('data-points'))).toBeLessThan(2_880 / 2);
    const marker = container.querySelector('[data-series="peak"]')!;
    expect(marker).toHaveAttribute('data-kw', '84');
    expect(Math.min(...ysOf(line))).toBeCloseTo(Number(marker.getAttribute('cy')), 0);
    expect(ticks(container, 'x')).toEqual(['01/11', '06/11', '11/11', '16/11', '21/11', '26/11']);
    expect(chartBox(container)!.dataset.drawn).toBe('month 2026-11-01');
    // Compared: the previous period dashed under it, and its own higher peak raises the axis.
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(container.querySelector('[data-series="previous"]')).toHaveAttribute('stroke-dasharray', '4 3');
    expect(ticks(container, 'y').at(-1)).toBe('150');
    expect(chartBox(container)!.dataset.drawn).toBe('month 2026-11-01 2026-10-01');
  });

  it("a pointer over the chart shows the nearest interval's time and demand, and leaving hides it", () => {
    const { container } = renderWithProviders(<DemandChartCanvas {...props} />);
    const svg = svgOf(container);
    // The plot runs from x = 56 to 1180 (1,200 px less its margins) over the day's 1,440 minutes: 18:47 is near 18:45.
    fireEvent.pointerMove(svg, { clientX: 56 + (1_124 * (18 * 60 + 47)) / 1_440 });
    expect(screen.getByText('14/11/2026 18:45')).toBeInTheDocument();
    expect(screen.getByText('Demanda: 84,0 kW')).toBeInTheDocument();
    fireEvent.pointerMove(svg, { clientX: 56 });
    expect(screen.getByText('14/11/2026 00:00')).toBeInTheDocument();
    fireEvent.pointerLeave(svg);
    expect(screen.queryByText(/^Demanda: /)).not.toBeInTheDocument();
  });

  it('draws in the dark theme with its own colours', async () => {
    const dark = { settings: { ...defaultSettings, themeMode: 'dark' as const, _persist: { version: SETTINGS_VERSION, rehydrated: true } } };
    const { container } = renderWithProviders(<DemandChartCanvas {...props} />, { preloadedState: dark });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={makeStore(dark)}>
        <AntdThemeScope>{children}</AntdThemeScope>
      </Provider>
    );
    const colours = (isDark: boolean) => renderHook(() => useChartTheme(isDark), { wrapper }).result.current.colors;
    const [night, day] = [colours(true), colours(false)];
    expect(night.success).not.toBe(day.success);
    await waitFor(() => expect(container.querySelector('[data-series="contracted"]')).toHaveAttribute('stroke', night.success));
    expect(container.querySelector('[data-series="tolerance"]')).toHaveAttribute('stroke', night.danger);
    expect(container.querySelector('[data-series="current"]')).toHaveAttribute('stroke', night.primary);
    expect(container.querySelector('[data-series="peak"]')).toHaveAttribute('fill', night.emphasis);
    expect(container.querySelector('[data-range]')).toHaveAttribute('fill', night.warning);
  });
});
