import { Grid } from 'antd';
import { useMemo, useState } from 'react';
import { formatKw, peakDemand, type DemandContract, type Measurements } from '@/entities/energy-management';
import { downloadCsv } from '@/shared/lib/csv';
import { ChartSlot, ReportActions } from '@/shared/ui/report-section';
import { demandPoints, peakRanges } from '../lib/chartData';
import { intervalsCsv, intervalsOf } from '../lib/intervals';
import { brDateTime, peakHoursLabel, periodLabel } from '../lib/labels';
import type { Period } from '../lib/period';
import { DemandChartCanvas } from './DemandChartCanvas';
import { DemandLegend } from './DemandLegend';
import { IntervalTable } from './IntervalTable';
import styles from './LoadCurvePage.module.css';

type Props = {
  demand: DemandContract;
  period: Period;
  current: Measurements;
  /** The period before, while compared and answered. */
  previous: { period: Period; answer: Measurements } | null;
};

const TABLE_ID = 'curva-de-carga-tabela';
const HEIGHT = 360;

/** The period's demand: its highest interval written out, the legend, the chart, its table and the CSV. */
export const DemandCurve = ({ demand, period, current, previous }: Props) => {
  const narrow = !Grid.useBreakpoint().md;
  const [tableOpen, setTableOpen] = useState(false);
  const label = periodLabel(period);
  const previousLabel = previous ? periodLabel(previous.period) : null;
  const toleranceKw = demand.contractedKw * (1 + demand.tolerance);
  const intervals = useMemo(() => intervalsOf(current), [current]);
  const previousIntervals = useMemo(() => (previous ? intervalsOf(previous.answer) : []), [previous]);
  // Both periods' intervals, oldest first: what the chart draws is what the table lists and the CSV holds.
  const shown = useMemo(() => [...previousIntervals, ...intervals], [previousIntervals, intervals]);
  const points = useMemo(() => demandPoints(intervals, period, 'current'), [intervals, period]);
  const previousPoints = useMemo(() => (previous ? demandPoints(previousIntervals, previous.period, 'previous') : []), [previous, previousIntervals]);
  const ranges = useMemo(() => peakRanges(period, demand.peakHours), [period, demand.peakHours]);
  const highest = useMemo(() => peakDemand(current), [current]);
  const peak = useMemo(() => points.find((point) => point.at === highest?.at) ?? null, [points, highest]);
  const peakText = highest ? `Demanda máxima: ${formatKw(highest.kw)} em ${brDateTime(highest.at).replace(' ', ' às ')}` : null;
  const peakHours = peakHoursLabel(demand.peakHours);
  const drawnKey = `${period.view} ${period.from}${previous ? ` ${previous.period.from}` : ''}`;

  return (
    <>
      {peakText ? <p className={styles.peak}>{peakText}</p> : null}
      <DemandLegend contractedKw={demand.contractedKw} toleranceKw={toleranceKw} peakHours={peakHours} previousLabel={previousLabel} />
      <ChartSlot
        height={HEIGHT}
        testId="grafico-curva-de-carga"
        label={`Gráfico de linha com a demanda em kW a cada 15 minutos de ${label}${previousLabel ? ` e, tracejada, a de ${previousLabel}` : ''}, a demanda contratada de ${formatKw(demand.contractedKw)}, a tolerância de ${formatKw(toleranceKw)} e o ${peakHours} sombreado. ${peakText ?? ''}. Os valores estão na tabela de dados.`}
      >
        <DemandChartCanvas
          period={period}
          points={points}
          previous={previousPoints}
          contractedKw={demand.contractedKw}
          toleranceKw={toleranceKw}
          peakRanges={ranges}
          peak={peak}
          narrow={narrow}
          height={HEIGHT}
          drawnKey={drawnKey}
        />
      </ChartSlot>
      <ReportActions
        tableId={TABLE_ID}
        tableOpen={tableOpen}
        onToggleTable={() => setTableOpen((open) => !open)}
        onExport={() => downloadCsv(`curva-de-carga-${period.view === 'month' ? period.from.slice(0, 7) : period.from}${previous ? '-comparativo' : ''}`, intervalsCsv(shown))}
      />
      {tableOpen ? <IntervalTable id={TABLE_ID} label={`Intervalos de 15 minutos: ${previousLabel ? `${previousLabel} e ` : ''}${label}`} intervals={shown} /> : null}
    </>
  );
};
