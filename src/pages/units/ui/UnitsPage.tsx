import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelectUnit } from '@/entities/session';
import { ROUTES, useScreenHeading } from '@/shared/routes';
import { downloadCsv } from '@/shared/lib/csv';
import { SectionCard, SectionEmpty } from '@/shared/ui/section-card';
import { unitCountText, type UnitRow } from '../lib/unitRows';
import { UNITS_CSV_NAME, unitsCsv } from '../lib/unitsCsv';
import { useUnitsTable } from '../model/useUnitsTable';
import styles from './UnitsPage.module.css';
import { UnitsTable } from './UnitsTable';

const NO_UNITS = 'Nenhuma unidade de consumo vinculada a esta conta. Para vincular uma unidade, fale com o atendimento.';
const LOAD_FAILED = 'Não foi possível carregar as unidades. Verifique sua conexão e tente novamente.';

/** /dashboard/units (decisions §9): every unit's open amount, overdue invoices, next due date and savings. */
export const UnitsPage = () => {
  const { rows, totals, total, query, setQuery, sort, sortBy, isLoading, isError, retry } = useUnitsTable();
  const switchUnit = useSelectUnit();
  const navigate = useNavigate();
  const searchId = useId();
  const countId = useId();

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
      <p className={styles.lead}>Em aberto, faturas vencidas, próximo vencimento e economia deste ano de cada unidade de consumo.</p>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            Buscar unidade
          </label>
          <Input
            id={searchId}
            type="search"
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Nome ou cidade"
            aria-describedby={countId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p id={countId} className={styles.count} aria-live="polite">
          {unitCountText(rows.length)}
        </p>
        <Button icon={<DownloadOutlined aria-hidden />} disabled={rows.length === 0} onClick={() => downloadCsv(UNITS_CSV_NAME, unitsCsv(rows))}>
          Exportar CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <SectionEmpty message={`Nenhuma unidade encontrada para “${query.trim()}”. Confira a grafia ou busque pela cidade.`}>
          <Button onClick={() => setQuery('')}>Limpar busca</Button>
        </SectionEmpty>
      ) : (
        <UnitsTable rows={rows} totals={totals} sort={sort} onSort={sortBy} onOpenInvoices={openInvoices} />
      )}
    </SectionCard>
  );
};
