import { FileTextOutlined } from '@ant-design/icons';
import { memo } from 'react';
import { formatBRL } from '@/shared/lib/format';
import { RowButton } from '@/shared/ui/row-button';
import { dateOrNone, NONE } from '../lib/cells';
import type { UnitRow } from '../lib/unitRows';
import styles from './UnitsPage.module.css';

type Props = { row: UnitRow; index: number; measure: (element: HTMLTableRowElement | null) => void; onOpenInvoices: (row: UnitRow) => void };

/** One unit; memoised so a scroll, a new sort or a search redraws only the rows that change. */
export const UnitLine = memo(({ row, index, measure, onOpenInvoices }: Props) => (
  <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
    <th scope="row" className={styles.unitCell}>
      {row.name}
    </th>
    <td>{row.place}</td>
    <td className={styles.num}>{formatBRL(row.openAmount)}</td>
    <td className={styles.num} data-overdue={row.overdueAmount > 0 || undefined}>
      {formatBRL(row.overdueAmount)}
    </td>
    <td className={styles.num} data-overdue={row.overdueCount > 0 || undefined}>
      {row.overdueCount}
    </td>
    <td className={styles.num}>{dateOrNone(row.nextDueDate)}</td>
    <td className={styles.num}>{formatBRL(row.savingsYear)}</td>
    {/* Marked like the overdue figures when the overrun is charged (over the 5 % tolerance). */}
    <td className={styles.num} data-overdue={row.demandCharged || undefined}>
      {row.demandText}
    </td>
    <td>{row.positionLabel ?? NONE}</td>
    <td className={styles.num}>{row.alertCount}</td>
    <td className={styles.actionCell}>
      <RowButton icon={<FileTextOutlined aria-hidden />} aria-label={`Ver faturas de ${row.name}`} onClick={() => onOpenInvoices(row)}>
        Ver faturas
      </RowButton>
    </td>
  </tr>
));
UnitLine.displayName = 'UnitLine';
