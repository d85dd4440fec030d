import type { ContractPosition } from '@/entities/energy-management';
import { ReportSection, ReportStatus, ReportTable } from '@/shared/ui/report-section';
import { HISTORY_COLUMNS, historyRows } from '../lib/presentation';

type Props = { history: { month: string; position: ContractPosition | null }[] | null; failed: boolean; onRetry: () => void };

const TITLE = 'Últimos 12 meses fechados';

/** Each closed month's contracted volume, consumption and status, newest first. */
export const PositionHistory = ({ history, failed, onRetry }: Props) => (
  <ReportSection id="meses-fechados" title={TITLE} description="Volume contratado, consumo e posição de cada mês já fechado.">
    <ReportStatus loading={!history && !failed} failed={failed} empty={false} emptyText="Não foi possível carregar os meses fechados." onRetry={onRetry}>
      <ReportTable id="meses-fechados-tabela" caption={`${TITLE}: volume contratado, consumo e posição`} columns={HISTORY_COLUMNS} rows={historyRows(history ?? [])} />
    </ReportStatus>
  </ReportSection>
);
