import { Button } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelectUnit } from '@/entities/session';
import { ROUTES, useScreenHeading } from '@/shared/routes';
import { SectionCard, SectionEmpty } from '@/shared/ui/section-card';
import { noRowsMessage } from '../lib/noRows';
import type { UnitRow } from '../lib/unitRows';
import { useUnitsTable } from '../model/useUnitsTable';
import styles from './UnitsPage.module.css';
import { UnitsTable } from './UnitsTable';
import { UnitsToolbar } from './UnitsToolbar';

const NO_UNITS = 'Nenhuma unidade de consumo vinculada a esta conta. Para vincular uma unidade, fale com o atendimento.';
const LOAD_FAILED = 'Não foi possível carregar as unidades. Verifique sua conexão e tente novamente.';

/**
 * /dashboard/units (decisions §9, §10, §11): every unit's open and overdue amounts, next due date, savings, demand,
 * contract position and alerts, narrowed by a search and by the filters in the address.
 */
export const UnitsPage = () => {
  const table = useUnitsTable();
  const { rows, totals, total, filters, clearFilters, query, setQuery, sort, sortBy, isLoading, isError, retry } = table;
  const switchUnit = useSelectUnit();
  const navigate = useNavigate();

  // 'Ver faturas' switches exactly as the picker's 'Continuar' does, then opens the invoices.
  const openInvoices = useCallback(
    (row: UnitRow) => {
      switchUnit(row.physicalAssetId);
      navigate(ROUTES.invoices.path);
    },
    [switchUnit, navigate],
  );

  const empty = isError ? { message: LOAD_FAILED, onRetry: retry } : !isLoading && total === 0 ? { message: NO_UNITS } : undefined;

  return (
    <SectionCard title={useScreenHeading()} titleLevel={1} isLoading={isLoading} loadingLabel="Carregando unidades" empty={empty}>
      <p className={styles.lead}>Em aberto, vencido, economia, demanda, posição do contrato e alertas de cada unidade de consumo.</p>
      <UnitsToolbar table={table} />
      {rows.length === 0 ? (
        <SectionEmpty message={noRowsMessage(query, filters)}>
          {query.trim() && <Button onClick={() => setQuery('')}>Limpar busca</Button>}
          {filters.length > 0 && <Button onClick={clearFilters}>Limpar filtros</Button>}
        </SectionEmpty>
      ) : (
        <UnitsTable rows={rows} totals={totals} sort={sort} onSort={sortBy} onOpenInvoices={openInvoices} />
      )}
    </SectionCard>
  );
};
