import { ArrowDownOutlined, ArrowUpOutlined, FileTextOutlined } from '@ant-design/icons';
import { memo } from 'react';
import { formatBRL, formatDate } from '@/shared/lib/format';
import type { Sort, SortKey, UnitRow, UnitTotals } from '../lib/unitRows';
import styles from './UnitsPage.module.css';

const NONE = '—';
const COLUMNS: { key: SortKey; title: string; numeric?: boolean }[] = [
  { key: 'name', title: 'Unidade' },
  { key: 'place', title: 'Cidade/UF' },
  { key: 'openAmount', title: 'Em aberto', numeric: true },
  { key: 'overdueCount', title: 'Vencidas', numeric: true },
  { key: 'nextDueDate', title: 'Próximo vencimento', numeric: true },
  { key: 'savingsYear', title: 'Economia no ano', numeric: true },
];

const dateOrNone = (value: string | null) => (value ? formatDate(value) : NONE);

type RowProps = { row: UnitRow; onOpenInvoices: (row: UnitRow) => void };

/** One unit; memoised so a new sort or search redraws only the rows that change place. */
const UnitLine = memo(({ row, onOpenInvoices }: RowProps) => (
  <tr>
    <th scope="row" className={styles.unitCell}>
      {row.name}
    </th>
    <td>{row.place}</td>
    <td className={styles.num}>{formatBRL(row.openAmount)}</td>
    <td className={styles.num} data-overdue={row.overdueCount > 0 || undefined}>
      {row.overdueCount}
    </td>
    <td className={styles.num}>{dateOrNone(row.nextDueDate)}</td>
    <td className={styles.num}>{formatBRL(row.savingsYear)}</td>
    <td className={styles.actionCell}>
      {/* A plain button styled like antd's small default one: 240 antd Buttons cost more than the budget allows. */}
      <button type="button" className={styles.rowAction} aria-label={`Ver faturas de ${row.name}`} onClick={() => onOpenInvoices(row)}>
        <FileTextOutlined aria-hidden />
        Ver faturas
      </button>
    </td>
  </tr>
));
UnitLine.displayName = 'UnitLine';

type Props = { rows: UnitRow[]; totals: UnitTotals; sort: Sort; onSort: (key: SortKey) => void; onOpenInvoices: (row: UnitRow) => void };

/**
 * Every unit in one real table (headers, sortable columns with aria-sort, the 'Total' row in its footer). All rows
 * are drawn: the page stays one scroll, the browser's find and the keyboard reach every unit.
 */
export const UnitsTable = ({ rows, totals, sort, onSort, onOpenInvoices }: Props) => (
  <table className={styles.table}>
    <caption className="visually-hidden">Unidades de consumo da conta, com o total</caption>
    <thead>
      <tr>
        {COLUMNS.map(({ key, title, numeric }) => {
          const active = sort.key === key;
          return (
            <th key={key} scope="col" aria-sort={active ? sort.order : 'none'} className={numeric ? styles.num : undefined}>
              <button type="button" className={styles.sortButton} onClick={() => onSort(key)}>
                {title}
                {active ? sort.order === 'ascending' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden /> : null}
              </button>
            </th>
          );
        })}
        <th scope="col">
          <span className="visually-hidden">Ações</span>
        </th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <UnitLine key={row.physicalAssetId} row={row} onOpenInvoices={onOpenInvoices} />
      ))}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row" className={styles.unitCell}>
          Total
        </th>
        <td />
        <td className={styles.num}>{formatBRL(totals.openAmount)}</td>
        <td className={styles.num}>{totals.overdueCount}</td>
        <td className={styles.num}>{dateOrNone(totals.nextDueDate)}</td>
        <td className={styles.num}>{formatBRL(totals.savingsYear)}</td>
        <td />
      </tr>
    </tfoot>
  </table>
);
