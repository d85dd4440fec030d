import { DualAxes } from '@ant-design/plots';
import { useThemeMode } from '@/entities/appearance';
import { formatCompactBRL, type YearlyEconomy } from '@/entities/economic-report';
import { formatBRL } from '@/shared/lib/format';
import { useChartTheme } from '@/shared/ui/report-section';
import { economyChartData, SERIES } from '../../lib/economy/chartData';

type Props = { rows: YearlyEconomy[]; height: number };

const ORDER: string[] = [SERIES.acr, SERIES.acl, SERIES.savings];
const brlItem = { channel: 'y', valueFormatter: (value: number) => formatBRL(value) };
const tooltip = { title: (datum: { label: string }) => datum.label, items: [brlItem] };
// On a phone, jan., mar., mai.…: six short month names across the width, none turned.
const everyOtherMonth = (_month: string, index: number) => index % 2 === 0;
// Every series is money: one shared BRL axis, so the savings line reads against the same scale.
const brlScale = { key: 'brl', independent: false };

/** The economy chart; only this module imports @ant-design/plots, so it loads as its own chunk. */
const EconomyChartCanvas = ({ rows, height }: Props) => {
  const chart = useChartTheme(useThemeMode() === 'dark');
  const { costs, savings } = economyChartData(rows);
  return (
    <DualAxes
      theme={chart.theme}
      height={height}
      autoFit
      xField="month"
      style={{ viewFill: 'transparent' }}
      legend={{ color: { ...chart.legend, itemMarker: (id: string) => (id === SERIES.savings ? 'diamond' : 'square') } }}
      scale={{
        // A single month ('Mensal') would otherwise spread its two columns across the whole width.
        x: { paddingOuter: rows.length === 1 ? 2 : 0.1 },
        color: { domain: ORDER, range: [chart.colors.neutral, chart.colors.primary, chart.colors.success] },
      }}
      axis={{ x: { title: false, ...chart.axis, ...chart.categoryLabels(everyOtherMonth) } }}
      interaction={{ tooltip: { sort: (item: { name: string }) => ORDER.indexOf(item.name) } }}
      children={[
        {
          type: 'interval',
          animate: chart.animate,
          data: costs,
          yField: 'value',
          colorField: 'series',
          group: true,
          style: { maxWidth: 28, radiusTopLeft: 3, radiusTopRight: 3 },
          scale: { y: { ...brlScale, nice: true } },
          axis: { y: { title: false, labelFormatter: (value: number) => formatCompactBRL(value), ...chart.axis } },
          tooltip,
        },
        { type: 'line', animate: chart.animate, data: savings, yField: 'value', colorField: 'series', scale: { y: brlScale }, style: { lineWidth: 3 }, tooltip },
        {
          type: 'point',
          animate: chart.animate,
          data: savings,
          yField: 'value',
          colorField: 'series',
          shapeField: 'diamond',
          sizeField: 5,
          scale: { y: brlScale, size: { type: 'identity' } },
          tooltip: false,
        },
      ]}
    />
  );
};

export default EconomyChartCanvas;
