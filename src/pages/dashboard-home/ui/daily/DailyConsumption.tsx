import { Switch } from 'antd';
import { useId, useState } from 'react';
import { dailyComparisonCsv, dailyCsv, dailyCsvName } from '@/entities/economic-report';
import { ReportMonthPicker } from '../period/ReportMonthPicker';
import { downloadCsv } from '@/shared/lib/csv';
import { formatMonthLabel } from '@/shared/lib/format';
import { ChartSlot, ReportActions, ReportSection, ReportStatus, ReportTable, ReportTotals } from '@/shared/ui/report-section';
import { SupportLink } from '@/shared/ui/support-link';
import { DAILY_SECTION_ID } from '../../config/sections';
import { dailyTableRows, dailyTotalItems } from '../../lib/daily/presentation';
import { DailyChartCanvas, preloadDailyChart } from './loadChart';
import { useDailyConsumption } from '../../model/daily/useDailyConsumption';
import styles from './DailyConsumption.module.css';

const TABLE_ID = `${DAILY_SECTION_ID}-tabela`;

/** Daily measurement report: consumption per day of the chosen month in kWh, its total and peak. */
export const DailyConsumption = () => {
  const report = useDailyConsumption();
  const [tableOpen, setTableOpen] = useState(false);
  const switchId = useId();
  const { period, rows, previousRows, totals } = report;
  const monthLabel = formatMonthLabel(period.year, period.month);
  const previousLabel = formatMonthLabel(period.year - 1, period.month);
  const series = { current: monthLabel, previous: previousLabel };

  const exportCsv = () =>
    downloadCsv(
      report.comparing ? `${dailyCsvName(period)}-comparativo` : dailyCsvName(period),
      report.comparing ? dailyComparisonCsv(rows, previousRows, period) : dailyCsv(rows, period),
    );

  return (
    <ReportSection
      onNearViewport={preloadDailyChart}
      id={DAILY_SECTION_ID}
      title="Relatório de Medição"
      description="Consumo de energia em kWh em cada dia do mês escolhido."
      controls={
        <>
          <ReportMonthPicker id="mes-medicao" label="Mês da medição" value={report.date} onChange={report.setDate} />
          <div className={styles.compare}>
            <Switch id={switchId} checked={report.compare} onChange={report.setCompare} loading={report.comparisonLoading} />
            <label htmlFor={switchId}>Comparar com {previousLabel}</label>
          </div>
        </>
      }
    >
      <ReportStatus
        loading={report.isLoading}
        failed={report.isError}
        empty={rows.length === 0}
        emptyText={`Sem medições para ${monthLabel}.`}
        emptyHint={
          <>
            Não há leituras do medidor desta unidade neste mês. Escolha outro mês ou <SupportLink>fale com o atendimento</SupportLink>.
          </>
        }
        onRetry={() => void report.retry()}
      >
        <ReportTotals items={dailyTotalItems(report, period, previousLabel)} />
        {report.comparisonMissing ? <p role="status" className={styles.note}>Sem medições de {previousLabel} para comparar.</p> : null}
        <ChartSlot
          height={320}
          testId="grafico-medicao"
          label={`Gráfico de colunas com o consumo diário em kWh de ${monthLabel}${report.comparing ? ` e a linha de ${previousLabel}` : ''}. O dia de pico está marcado. Os valores estão na tabela de dados.`}
        >
          <DailyChartCanvas rows={rows} previousRows={previousRows} period={period} peakDay={totals.peak?.day ?? null} series={series} height={320} />
        </ChartSlot>
        <ReportActions tableId={TABLE_ID} tableOpen={tableOpen} onToggleTable={() => setTableOpen((open) => !open)} onExport={exportCsv} />
        {tableOpen ? (
          <ReportTable
            id={TABLE_ID}
            caption={report.comparing ? `Consumo diário: ${monthLabel} e ${previousLabel}` : `Consumo diário de ${monthLabel}`}
            {...dailyTableRows(rows, previousRows, period, series)}
          />
        ) : null}
      </ReportStatus>
    </ReportSection>
  );
};
