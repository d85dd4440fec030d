import { screen } from '@testing-library/react';
import { chartRenders } from '../../../../test/plots';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { setViewport } from '../../../../test/viewport';
import { demandPoints } from '../lib/chartData';
import DemandChartCanvas from './DemandChartCanvas';

const period = { view: 'day', from: '2026-11-14', to: '2026-11-14' } as const;
const points = demandPoints([{ at: Date.parse('2026-11-14T18:45:00-03:00'), kwh: 21, kw: 84, kvarh: 5 }], period, 'current');

describe('DemandChartCanvas', () => {
  // The chart's wrapper deep-compares and clones its config on every render it gets, and redraws the whole chart
  // when the comparison fails: a month was drawn twice when the theme's hooks re-rendered the canvas as it mounted.
  it('hands the chart its config once: a render that changes nothing does not reach it', async () => {
    const props = { period, points, previous: [], contractedKw: 75, toleranceKw: 78.75, peakRanges: [[1080, 1260]] as [number, number][], peak: points[0]!, narrow: false, height: 360, drawnKey: 'day 2026-11-14', width: 1200 };
    // A desktop screen: the breakpoints antd's hooks subscribe to as the canvas mounts answer as its first render read.
    const undo = setViewport(1440);
    try {
      renderWithProviders(<DemandChartCanvas {...props} />);
      await screen.findByTestId('dual-axes');
      expect(chartRenders).toHaveLength(1);
    } finally {
      undo();
    }
  });
});
