import { DualAxes } from '@ant-design/plots';
import { useThemeMode } from '@/entities/appearance';
import type { DailyConsumption, YearMonth } from '@/entities/economic-report';
import { formatKWh, formatNumber } from '@/shared/lib/format';
import { useChartTheme } from '@/shared/ui/report-section';
import { dailyChartData, type DailyPoint } from '../../lib/daily/chartData';

type Props = {
  rows: DailyConsumption[];
  previousRows: DailyConsumption[];
  period: YearMonth;
  peakDay: number | null;
  series: { current: string; previous: string };
  height: number;
};

const kwhItem = { channel: 'y', valueFormatter: (value: number) => formatKWh(value) };
const kwhScale = { key: 'kwh', independent: false };
// On a phone, days 1, 5, 10… 30: seven labels across the width, none turned.
const dayTicks = (day: string) => day === '1' || Number(day) % 5 === 0;

/** Daily consumption columns (the peak day labelled 'Pico') and, when compared, last year's month as a line. */
const DailyChartCanvas = ({ rows, previousRows, period, peakDay, series, height }: Props) => {
  const chart = useChartTheme(useThemeMode() === 'dark');
  const current = dailyChartData(rows, period, series.current, peakDay);
  const previous = dailyChartData(previousRows, { ...period, year: period.year - 1 }, series.previous);
  const comparing = previous.length > 0;
  // One tooltip title per day: G2 joins different titles from the two marks.
  const tooltip = { title: (d: DailyPoint) => (comparing ? `Dia ${d.day}` : d.label), items: [kwhItem] };
  return (
    <DualAxes
      theme={chart.theme}
      height={height}
      autoFit
      xField="day"
      style={{ viewFill: 'transparent' }}
      legend={comparing ? { color: chart.legend } : false}
      scale={{ color: { domain: [series.current, series.previous], range: [chart.colors.primary, chart.colors.warning] } }}
      axis={{ x: { title: 'Dia do mês', ...chart.axis, ...chart.categoryLabels(dayTicks) } }}
      children={[
        {
          type: 'interval',
          animate: chart.animate,
          data: current,
          yField: 'consumed',
          colorField: 'series',
          scale: { y: { ...kwhScale, nice: true } },
          style: {
            maxWidth: 24,
            radiusTopLeft: 2,
            radiusTopRight: 2,
            fill: (d: DailyPoint) => (d.peak ? chart.colors.emphasis : chart.colors.primary),
          },
          axis: { y: { title: 'kWh', labelFormatter: (value: number) => formatNumber(value, 0), ...chart.axis } },
          labels: [
            {
              text: (d: DailyPoint) => (d.peak ? 'Pico' : ''),
              position: 'top',
              textBaseline: 'bottom',
              dy: -2,
              fill: chart.colors.text,
              fontFamily: chart.fontFamily,
              fontWeight: 600,
            },
          ],
          tooltip,
        },
        ...(comparing
          ? [
              {
                type: 'line',
                animate: chart.animate,
                data: previous,
                yField: 'consumed',
                colorField: 'series',
                scale: { y: kwhScale },
                style: { lineWidth: 2, lineDash: [6, 4] },
                tooltip,
              },
            ]
          : []),
      ]}
    />
  );
};

export default DailyChartCanvas;
