import { DualAxes } from '@ant-design/plots';
import { memo, useMemo } from 'react';
import { useThemeMode } from '@/entities/appearance';
import { formatPowerFactor } from '@/entities/energy-management';
import { useChartTheme } from '@/shared/ui/report-section';
import { axisTicks, tickLabel } from '../lib/chartData';
import { brDateTime } from '../lib/labels';
import { periodMinutes, type Period } from '../lib/period';
import { FACTOR_LIMIT, lowestFactor, type FactorPoint } from '../lib/powerFactorData';
import { useDrawnMark } from './useDrawnMark';

type Props = { period: Pick<Period, 'view' | 'from' | 'to'>; points: readonly FactorPoint[]; narrow: boolean; height: number; drawnKey: string };

const tooltip = { title: (d: FactorPoint) => brDateTime(d.at), items: [{ channel: 'y', name: 'Fator de potência', valueFormatter: formatPowerFactor }] };

/** The hourly power factor as a line, the 0,92 reference and each hour under it marked. */
const PowerFactorChartCanvas = ({ period, points, narrow, height, drawnKey }: Props) => {
  const chart = useChartTheme(useThemeMode() === 'dark');
  const { box, onReady } = useDrawnMark(drawnKey);
  const config = useMemo(() => {
    const bottom = Math.min(0.8, Math.floor(((lowestFactor(points) ?? 1) - 0.02) * 20) / 20);
    const factor = { key: 'factor', independent: false, domain: [bottom, 1], nice: false };
    const ticks = axisTicks(period, narrow);
    const below = points.filter((point) => point.below);
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
        y: { ...chart.axis, title: 'Fator de potência', labelFormatter: (value: number) => formatPowerFactor(value) },
      },
      children: [
        { type: 'lineY', data: [FACTOR_LIMIT], scale: { y: factor }, style: { stroke: chart.colors.danger, lineDash: [6, 4], lineWidth: 1.5 }, tooltip: false },
        {
          type: 'line',
          data: points,
          encode: { x: 'x', y: 'factor' },
          scale: { y: factor },
          style: { stroke: chart.colors.primary, lineWidth: 1.5 },
          tooltip,
        },
        ...(below.length > 0
          ? [{ type: 'point', data: below, encode: { x: 'x', y: 'factor', size: 4 }, scale: { y: factor, size: { type: 'identity' } }, style: { fill: chart.colors.danger }, tooltip }]
          : []),
      ],
    };
  }, [chart, height, period, points, narrow]);
  // The same element while the config stands: the chart's wrapper deep-compares and clones its config on every render
  // it gets, and redraws the whole chart when the comparison fails.
  const plot = useMemo(() => <DualAxes {...config} onReady={onReady} />, [config, onReady]);
  return <div ref={box}>{plot}</div>;
};

export default memo(PowerFactorChartCanvas);
