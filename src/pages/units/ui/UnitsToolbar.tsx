import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input } from 'antd';
import { useId } from 'react';
import type { UnitFilter } from '@/entities/physical-asset';
import { downloadCsv } from '@/shared/lib/csv';
import { unitCountText } from '../lib/unitRows';
import { UNITS_CSV_NAME, unitsCsv } from '../lib/unitsCsv';
import type { useUnitsTable } from '../model/useUnitsTable';
import styles from './UnitsPage.module.css';

/** The filters' labels (decisions §11, §10), in the order shown. */
const FILTER_LABELS: readonly [UnitFilter, string][] = [
  ['vencidas', 'Somente vencidas'],
  ['alertas', 'Somente com alertas'],
];

/** Search, filters, the count of the units listed and 'Exportar CSV' of exactly those. */
export const UnitsToolbar = ({ table }: { table: ReturnType<typeof useUnitsTable> }) => {
  const { rows, filters, setFilter, query, setQuery } = table;
  const searchId = useId();
  const countId = useId();
  return (
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
      <div role="group" aria-label="Filtros" className={styles.filters}>
        {FILTER_LABELS.map(([filter, label]) => (
          <Checkbox key={filter} checked={filters.includes(filter)} aria-describedby={countId} onChange={(event) => setFilter(filter, event.target.checked)}>
            {label}
          </Checkbox>
        ))}
      </div>
      <p id={countId} className={styles.count} aria-live="polite">
        {unitCountText(rows.length)}
      </p>
      <Button icon={<DownloadOutlined aria-hidden />} disabled={rows.length === 0} onClick={() => downloadCsv(UNITS_CSV_NAME, unitsCsv(rows))}>
        Exportar CSV
      </Button>
    </div>
  );
};
