import { useState } from 'react';
import type { ContractPosition, MonthDay } from '@/entities/energy-management';
import { formatDate } from '@/shared/lib/format';
import { formatMwh } from '@/entities/energy-management';
import { ChartSlot, ReportActions, ReportSection, ReportTable } from '@/shared/ui/report-section';
import { monthName } from '../lib/labels';
import { DAY_COLUMNS, dayRows } from '../lib/presentation';
import { PositionChartCanvas } from './loadChart';

const SECTION_ID = 'consumo-acumulado';
const TABLE_ID = `${SECTION_ID}-tabela`;
const HEIGHT = 320;

type Props = { position: ContractPosition; days: readonly MonthDay[] };

/** The month's running consumption against the band, as a chart and, on request, as a table. */
export const PositionChart = ({ position, days }: Props) => {
  const [tableOpen, setTableOpen] = useState(false);
  const month = monthName(position.month);
  const limits = `limite inferior ${formatMwh(position.band.floor)}, limite superior ${formatMwh(position.band.ceiling)}`;
  const measured = position.measuredUntil ? `medido até ${formatDate(position.measuredUntil)}` : 'sem medições ainda';
  return (
    <ReportSection id={SECTION_ID} title="Consumo acumulado no mês" description={`O consumo de ${month} somado dia a dia, contra os limites do contrato.`}>
      <ChartSlot
        height={HEIGHT}
        testId="grafico-posicao"
        label={`Gráfico de linhas do consumo acumulado de ${month}, ${measured}${position.closed ? '' : ' e projetado até o fim do mês'}, contra a faixa do contrato (${limits}). Os valores estão na tabela de dados.`}
      >
        <PositionChartCanvas days={days} band={position.band} height={HEIGHT} />
      </ChartSlot>
      <ReportActions tableId={TABLE_ID} tableOpen={tableOpen} onToggleTable={() => setTableOpen((open) => !open)} />
      {tableOpen ? <ReportTable id={TABLE_ID} caption={`Consumo acumulado de ${month} (${limits})`} columns={DAY_COLUMNS} rows={dayRows(days)} /> : null}
    </ReportSection>
  );
};
