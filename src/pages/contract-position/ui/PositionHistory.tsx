import type { ContractPosition } from '@/entities/energy-management';
import { ReportSection, ReportStatus, ReportTable } from '@/shared/ui/report-section';
import { HISTORY_COLUMNS, historyRows } from '../lib/presentation';

type Props = { history: { month: string; position: ContractPosition | null }[] | null; failed: boolean; onRetry: () => void };

const TITLE = 'Últimos 12 meses fechados';

/** Each closed month's contracted volume, consumption and status, newest first. */
export const PositionHistory = ({ history, failed, onRetry }: Props) => (
  <ReportSection id="meses-fechados" title={TITLE} description="Posição, volume contratado e consumo de cada mês já fechado.">
    <ReportStatus loading={!history && !failed} failed={failed} empty={false} emptyText="Não foi possível carregar os meses fechados." onRetry={onRetry}>
      <ReportTable id="meses-fechados-tabela" caption={`${TITLE}: posição, volume contratado e consumo`} columns={HISTORY_COLUMNS} rows={historyRows(history ?? [])} />
    </ReportStatus>
  </ReportSection>
);
