import { DualAxes } from '@ant-design/plots';
import { useThemeMode } from '@/entities/appearance';
import { formatMwh, type ContractPosition, type MonthDay } from '@/entities/energy-management';
import { formatNumber } from '@/shared/lib/format';
import { useChartTheme } from '@/shared/ui/report-section';
import { positionChartData, SERIES, type PositionPoint } from '../lib/chartData';

type Props = { days: readonly MonthDay[]; band: ContractPosition['band']; height: number };

const ORDER: string[] = [SERIES.measured, SERIES.projected, SERIES.floor, SERIES.ceiling];
const tooltip = { title: (point: PositionPoint) => `Dia ${point.day}`, items: [{ channel: 'y', valueFormatter: (value: number) => formatMwh(value) }] };
// Every line is MWh: one shared axis from zero, drawn by the first line (an axis set on the others would override it).
const mwhScale = { key: 'mwh', independent: false, nice: true, domainMin: 0 };

/** The month's running consumption against the band; only this module imports @ant-design/plots (its own chunk). */
const PositionChartCanvas = ({ days, band, height }: Props) => {
  const chart = useChartTheme(useThemeMode() === 'dark');
  const data = positionChartData(days, band);
  const line = (points: PositionPoint[], style: Record<string, unknown>) => ({
    type: 'line',
    animate: chart.animate,
    data: points,
    yField: 'mwh',
    colorField: 'series',
    scale: { y: mwhScale },
    style: { lineWidth: 2, ...style },
    tooltip,
  });
  return (
    <DualAxes
      theme={chart.theme}
      height={height}
      autoFit
      xField="day"
      style={{ viewFill: 'transparent' }}
      legend={{ color: chart.legend }}
      scale={{
        x: { type: 'linear', domain: [1, days.length], nice: false },
        color: { domain: ORDER, range: [chart.colors.primary, chart.colors.emphasis, chart.colors.neutral, chart.colors.warning] },
      }}
      // Day numbers, never rotated: G2 drops the ones that would overlap on a phone.
      axis={{ x: { title: 'Dia do mês', labelAutoRotate: false, labelAutoHide: true, ...chart.axis } }}
      children={[
        {
          ...line(data.band, { lineWidth: 1.5, lineDash: [2, 3] }),
          axis: { y: { title: 'MWh', labelFormatter: (value: number) => formatNumber(value, 0), ...chart.axis } },
          tooltip: false,
        },
        line(data.measured, { lineWidth: 3 }),
        line(data.projected, { lineDash: [6, 4] }),
      ]}
    />
  );
};

export default PositionChartCanvas;
