import { useState, type ReactNode } from 'react';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { Pager } from './Pager';
import styles from './DataTable.module.css';

export type DataColumn<Row> = {
  key: string;
  title: string;
  /** A set width in px; the columns without one share what is left. */
  width?: number;
  align?: 'start' | 'end' | 'center';
  render: (row: Row) => ReactNode;
};

type Props<Row> = {
  /** The scrolling box's name and the table's caption ('Faturas', 'Contratos'). */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** More rows than this are shown a page at a time, with a pager below. */
  pageSize: number;
  /** The narrowest the table may get before its box scrolls sideways; by default as wide as its content. */
  minWidth?: number;
};

const ALIGN = { start: undefined, end: styles.end, center: styles.center };

/**
 * A read-only table of a customer's records, in plain semantic markup: a caption, column headers and data cells (as
 * antd's Table drew them, so the pages' queries by role hold). It scrolls sideways inside its own labelled region
 * (ScrollRegion) and pages by `pageSize`. antd's Table drew the same rows over a unit's invoice budget on a phone's
 * CPU and brought its pagination's select, menus and filters to the dashboard's first screen, which sorts or filters
 * none of them (docs/code-figures.md, "Tables").
 */
export const DataTable = <Row,>({ label, columns, rows, rowKey, pageSize, minWidth }: Props<Row>) => {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  // Fewer rows than before (another unit): the last page there is.
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  return (
    <div className={styles.wrapper}>
      <ScrollRegion label={label}>
        <table className={styles.table} style={minWidth ? { minWidth, tableLayout: 'fixed' } : undefined}>
          <caption className="visually-hidden">{pages > 1 ? `${label}, página ${current} de ${pages}` : label}</caption>
          <colgroup>
            {columns.map(({ key, width }) => (
              <col key={key} style={width ? { width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map(({ key, title, align = 'start' }) => (
                <th key={key} scope="col" className={ALIGN[align]}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map(({ key, align = 'start', render }) => (
                  <td key={key} className={ALIGN[align]}>
                    {render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {pages > 1 && <Pager label={label} page={current} pages={pages} onPage={setPage} />}
    </div>
  );
};
