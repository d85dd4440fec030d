import { memo } from 'react';
import type { useChartTheme } from '@/shared/ui/report-section';
import { formatNumber } from '@/shared/lib/format';
import { axisTicks, tickLabel, type DemandPoint } from '../lib/chartData';
import type { Period } from '../lib/period';
import { keepExtremes, runsFor } from '../lib/sample';
import { linePath, type Frame } from '../lib/scale';

type ChartTheme = ReturnType<typeof useChartTheme>;

type Props = {
  frame: Frame;
  period: Pick<Period, 'view' | 'from' | 'to'>;
  points: readonly DemandPoint[];
  previous: readonly DemandPoint[];
  contractedKw: number;
  toleranceKw: number;
  peakRanges: [number, number][];
  peak: DemandPoint | null;
  narrow: boolean;
  chart: ChartTheme;
};

const kwOf = (point: DemandPoint) => point.kw;

/**
 * The demand chart's marks, as SVG: the peak hours shaded, the grid and both axes, the contracted demand (solid) and
 * its 105 % tolerance (dashed), the previous period dashed under the one shown, and the period's highest interval
 * marked. Each line keeps every few pixels' lowest and highest point (lib/sample.ts), so no peak is sampled away.
 */
export const DemandPlot = memo(function DemandPlot({ frame, period, points, previous, contractedKw, toleranceKw, peakRanges, peak, narrow, chart }: Props) {
  const { x, y, left, right, top, bottom } = frame;
  const runs = runsFor(right - left);
  const series = (name: string, data: readonly DemandPoint[], stroke: string, width: number, dash?: string) => {
    const kept = keepExtremes(data, runs, kwOf);
    const d = linePath(kept, (point) => x(point.x), (point) => y(point.kw));
    return <path data-series={name} data-points={kept.length} d={d} fill="none" stroke={stroke} strokeWidth={width} strokeDasharray={dash} strokeLinejoin="round" />;
  };
  const text = { fill: chart.axis.labelFill, fontFamily: chart.fontFamily, fontSize: 12 };
  const grid = { stroke: chart.axis.labelFill, strokeOpacity: 0.12, strokeWidth: 1 };
  const xTicks = axisTicks(period, narrow);
  const contract = (kw: number, series: string, stroke: string, dash?: string) => (
    <line data-series={series} data-kw={kw} x1={left} x2={right} y1={y(kw)} y2={y(kw)} stroke={stroke} strokeWidth={1.5} strokeDasharray={dash} />
  );
  return (
    <>
      {peakRanges.map(([from, to]) => (
        <rect key={from} data-range={`${from}-${to}`} x={x(from)} y={top} width={x(to) - x(from)} height={bottom - top} fill={chart.colors.warning} fillOpacity={0.14} />
      ))}
      {frame.yTicks.map((kw) => (
        <g key={`y${kw}`}>
          <line x1={left} x2={right} y1={y(kw)} y2={y(kw)} {...grid} />
          <text data-tick="y" x={left - 8} y={y(kw)} textAnchor="end" dominantBaseline="middle" {...text}>
            {formatNumber(kw, 0)}
          </text>
        </g>
      ))}
      {xTicks.map((minutes) => (
        <g key={`x${minutes}`}>
          <line x1={x(minutes)} x2={x(minutes)} y1={top} y2={bottom + 4} {...grid} />
          <text data-tick="x" x={x(minutes)} y={bottom + 18} textAnchor="middle" {...text}>
            {tickLabel(period, minutes, narrow)}
          </text>
        </g>
      ))}
      <text x={14} y={(top + bottom) / 2} transform={`rotate(-90 14 ${(top + bottom) / 2})`} textAnchor="middle" dominantBaseline="middle" {...text}>
        kW
      </text>
      {contract(contractedKw, 'contracted', chart.colors.success)}
      {contract(toleranceKw, 'tolerance', chart.colors.danger, '6 4')}
      {previous.length > 0 ? series('previous', previous, chart.colors.neutral, 1, '4 3') : null}
      {points.length > 0 ? series('current', points, chart.colors.primary, 1.5) : null}
      {peak ? <circle data-series="peak" data-kw={peak.kw} data-x={peak.x} cx={x(peak.x)} cy={y(peak.kw)} r={5} fill={chart.colors.emphasis} stroke={chart.colors.surface} strokeWidth={2} /> : null}
    </>
  );
});
