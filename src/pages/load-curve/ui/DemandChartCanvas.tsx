import { DualAxes } from '@ant-design/plots';
import { memo, useMemo } from 'react';
import { useThemeMode } from '@/entities/appearance';
import { formatKw } from '@/entities/energy-management';
import { formatNumber } from '@/shared/lib/format';
import { useChartTheme } from '@/shared/ui/report-section';
import { axisTicks, tickLabel, type DemandPoint } from '../lib/chartData';
import { brDateTime } from '../lib/labels';
import { periodMinutes, type Period } from '../lib/period';
import { keepExtremes, runsFor } from '../lib/sample';
import { useDrawnMark } from './useDrawnMark';

type Props = {
  period: Pick<Period, 'view' | 'from' | 'to'>;
  points: readonly DemandPoint[];
  previous: readonly DemandPoint[];
  contractedKw: number;
  toleranceKw: number;
  peakRanges: [number, number][];
  peak: DemandPoint | null;
  narrow: boolean;
  height: number;
  /** Written on the chart's box once G2 has drawn it ('month 2026-11-01'): tests and the bench wait for it. */
  drawnKey: string;
  /** The plot's width in px, about: the lines keep each 3 px run's lowest and highest point (lib/sample.ts). */
  width: number;
};

const kwOf = (point: DemandPoint) => point.kw;
const tooltip = { title: (d: DemandPoint) => brDateTime(d.at), items: [{ channel: 'y', name: 'Demanda', valueFormatter: formatKw }] };

/**
 * The demand in kW per 15 minutes: the peak hours shaded, the contracted demand and the 105 % tolerance as lines, the
 * previous period dashed under the one shown, and the period's highest interval marked. Its legend is the page's
 * (HTML, read aloud with the chart's name). Nothing animates: a month redraws in one frame.
 */
const DemandChartCanvas = ({ period, points, previous, contractedKw, toleranceKw, peakRanges, peak, narrow, height, drawnKey, width }: Props) => {
  const chart = useChartTheme(useThemeMode() === 'dark');
  const { box, onReady } = useDrawnMark(drawnKey);
  const config = useMemo(() => {
    const top = Math.max(toleranceKw, peak?.kw ?? 0, ...previous.map(kwOf)) * 1.1;
    const kw = { key: 'kw', independent: false, domain: [0, top], nice: true };
    const ticks = axisTicks(period, narrow);
    const line = (data: readonly DemandPoint[], style: Record<string, unknown>) => ({
      type: 'line',
      data: keepExtremes(data, runsFor(width), kwOf),
      encode: { x: 'x', y: 'kw' },
      scale: { y: kw },
      style,
      tooltip,
    });
    return {
      theme: chart.theme,
      height,
      autoFit: true,
      animate: false,
      style: { viewFill: 'transparent' },
      legend: false,
      scale: { x: { type: 'linear', domain: [0, periodMinutes(period)], nice: false, tickMethod: () => ticks } },
      axis: {
        x: { ...chart.axis, title: false, labelAutoRotate: false, labelFormatter: (minutes: number) => tickLabel(period, minutes, narrow) },
        y: { ...chart.axis, title: 'kW', labelFormatter: (value: number) => formatNumber(value, 0) },
      },
      children: [
        { type: 'rangeX', data: peakRanges, style: { fill: chart.colors.warning, fillOpacity: 0.14 }, tooltip: false },
        {
          type: 'lineY',
          data: [contractedKw, toleranceKw],
          scale: { y: kw },
          style: { lineWidth: 1.5, stroke: (value: number) => (value === contractedKw ? chart.colors.success : chart.colors.danger), lineDash: (value: number) => (value === contractedKw ? [] : [6, 4]) },
          tooltip: false,
        },
        ...(previous.length > 0 ? [line(previous, { stroke: chart.colors.neutral, lineWidth: 1, lineDash: [4, 3] })] : []),
        line(points, { stroke: chart.colors.primary, lineWidth: 1.5 }),
        ...(peak
          ? [{ type: 'point', data: [peak], encode: { x: 'x', y: 'kw', size: 6 }, scale: { y: kw, size: { type: 'identity' } }, style: { fill: chart.colors.emphasis, stroke: chart.colors.surface, lineWidth: 2 }, tooltip }]
          : []),
      ],
    };
  }, [chart, height, period, points, previous, contractedKw, toleranceKw, peakRanges, peak, narrow, width]);
  // The same element while the config stands: a render of this component for anything else (the theme's hooks
  // subscribing as it mounts) would otherwise reach the chart's wrapper, which deep-compares and clones the config and
  // redraws the whole chart when the comparison fails (a month drew twice).
  const plot = useMemo(() => <DualAxes {...config} onReady={onReady} />, [config, onReady]);
  return <div ref={box}>{plot}</div>;
};

export default memo(DemandChartCanvas);
