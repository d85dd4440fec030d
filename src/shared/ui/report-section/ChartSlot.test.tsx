import { act, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { renderWithProviders } from '@test/renderWithProviders';
import { ChartSlot } from './ChartSlot';

const original = window.IntersectionObserver;
// The test setup defines the stub as writable but not configurable, so it is swapped by assignment.
const setObserver = (value: unknown) => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = value;
};

/** An observer class the test moves on screen by hand, with `bringNear`. */
const manualObserver = () => {
  const observers: { near: () => void }[] = [];
  class ManualObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      observers.push({ near: () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver) });
    }
    disconnect() {}
  }
  return { ManualObserver, bringNear: () => observers.forEach((observer) => observer.near()) };
};

/** A chart whose code arrives when the test says so. */
const deferredChart = () => {
  let arrive = () => {};
  const Chart = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <canvas data-testid="chart" /> });
      }),
  );
  return { Chart, arrive: () => arrive() };
};

const slot = () => screen.getByRole('img', { name: 'Economia por mês' });
const skeleton = () => slot().querySelector('.ant-skeleton');

describe('ChartSlot', () => {
  afterEach(() => setObserver(original));

  it('holds the place with a still placeholder off the screen, shimmers only while the chart loads, then shows it', async () => {
    const { ManualObserver, bringNear } = manualObserver();
    setObserver(ManualObserver);
    const { Chart, arrive } = deferredChart();
    renderWithProviders(
      <ChartSlot label="Economia por mês" height={320}>
        <Chart />
      </ChartSlot>,
    );
    // Waiting below the fold: a placeholder that does not animate (a shimmer repaints every frame).
    expect(skeleton()).not.toBeNull();
    expect(skeleton()).not.toHaveClass('ant-skeleton-active');
    expect(screen.queryByTestId('chart')).toBeNull();

    act(() => bringNear());
    expect(skeleton()).toHaveClass('ant-skeleton-active');

    await act(async () => arrive());
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
    expect(skeleton()).toBeNull();
  });
});
