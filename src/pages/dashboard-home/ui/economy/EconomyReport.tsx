import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { economyCsv, economyCsvName, referenceLabel, savingsStatement } from '@/entities/economic-report';
import { DisplayTypeSwitch } from '../period/DisplayTypeSwitch';
import { ReportMonthPicker } from '../period/ReportMonthPicker';
import { ReportYearSwitch } from '../period/ReportYearSwitch';
import { useAppConfig } from '@/shared/config';
import { downloadCsv } from '@/shared/lib/csv';
import { formatBRL, formatMonthLabel, formatPercent } from '@/shared/lib/format';
import { ChartSlot, ReportActions, ReportSection, ReportStatus, ReportTable, ReportTotals } from '@/shared/ui/report-section';
import { SupportLink } from '@/shared/ui/support-link';
import { ECONOMY_SECTION_ID } from '../../config/sections';
import { EconomyChartCanvas, preloadEconomyChart } from './loadChart';
import { ScopeSwitch } from './ScopeSwitch';
import { useEconomyReport } from '../../model/economy/useEconomyReport';
import { useStatementDownload } from '../../model/economy/useStatementDownload';

const TABLE_ID = `${ECONOMY_SECTION_ID}-tabela`;
const TITLE = 'Relatório de Economia';

/**
 * Economy report: ACR and ACL cost per month with the savings line, totals, table, CSV and the annual statement (PDF);
 * of the selected unit or, for an account with several, of the whole company (decisions §11). Its title names which.
 */
export const EconomyReport = () => {
  const report = useEconomyReport();
  const { brandName } = useAppConfig();
  const [tableOpen, setTableOpen] = useState(false);
  const { period, rows, totals, scopeName } = report;
  const monthly = report.displayType === 'Mensal';
  const periodLabel = monthly ? formatMonthLabel(period.year, period.month) : String(period.year);
  const statement = useStatementDownload(() =>
    savingsStatement({ brandName, year: period.year, scopeName: scopeName ?? '', months: report.yearRows, units: report.units }),
  );

  return (
    <ReportSection
      onNearViewport={preloadEconomyChart}
      id={ECONOMY_SECTION_ID}
      title={scopeName ? `${TITLE} — ${scopeName}` : TITLE}
      description="Quanto você pagou no mercado livre (ACL) comparado ao que pagaria no mercado cativo (ACR)."
      controls={
        <>
          {report.setScope && <ScopeSwitch value={report.scope} onChange={report.setScope} />}
          <ReportMonthPicker id="mes-economia" label="Mês de referência" value={report.date} onChange={report.setDate} />
          <ReportYearSwitch years={report.years} value={period.year} onChange={report.setYear} />
          <DisplayTypeSwitch value={report.displayType} onChange={report.setDisplayType} />
        </>
      }
    >
      <ReportStatus
        loading={report.isLoading}
        failed={report.isError}
        empty={rows.length === 0}
        emptyText={`Sem dados de economia para ${periodLabel}.`}
        emptyHint={
          <>
            A economia é calculada a partir do primeiro mês medido no mercado livre. Escolha outro período ou <SupportLink>fale com o atendimento</SupportLink>.
          </>
        }
        onRetry={() => void report.retry()}
      >
        <ReportTotals
          items={[
            { label: `Economia em ${periodLabel}`, value: formatBRL(totals.savings), highlight: true },
            { label: 'Economia (%)', value: totals.savingsPercent === null ? '—' : formatPercent(totals.savingsPercent), highlight: true },
            { label: 'Custo no ACR', value: formatBRL(totals.acr) },
            { label: 'Custo no ACL', value: formatBRL(totals.acl) },
          ]}
        />
        <ChartSlot
          height={320}
          testId="grafico-economia"
          label={`Gráfico de colunas com os custos no ACR e no ACL em ${periodLabel}, por mês, e a linha da economia. Os valores estão na tabela de dados.`}
        >
          <EconomyChartCanvas rows={rows} height={320} />
        </ChartSlot>
        <ReportActions
          tableId={TABLE_ID}
          tableOpen={tableOpen}
          onToggleTable={() => setTableOpen((open) => !open)}
          onExport={() => downloadCsv(economyCsvName(period, monthly), economyCsv(rows))}
        >
          <Button icon={<FilePdfOutlined aria-hidden />} loading={statement.busy} onClick={() => void statement.download()}>
            Baixar extrato anual (PDF)
          </Button>
        </ReportActions>
        {tableOpen ? (
          <ReportTable
            id={TABLE_ID}
            caption={`Custos e economia em ${periodLabel}`}
            columns={['Mês', 'ACR (R$)', 'ACL (R$)', 'Economia (R$)']}
            rows={rows.map((row) => ({
              key: row.reference,
              header: referenceLabel(row.reference),
              cells: [formatBRL(row.acr), formatBRL(row.acl), formatBRL(row.result)],
            }))}
          />
        ) : null}
      </ReportStatus>
    </ReportSection>
  );
};
