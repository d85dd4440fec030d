import styles from './ReportSection.module.css';
import { ScrollRegion } from '@/shared/ui/scroll-region';

export type ReportTableRow = { key: string; header: string; cells: string[] };

type Props = { id: string; caption: string; columns: string[]; rows: ReportTableRow[] };

/** A chart's data as a plain, accessible table: a caption, column headers and one row header per line. */
export const ReportTable = ({ id, caption, columns, rows }: Props) => (
  <div className={styles.tableWrap} id={id}>
    <ScrollRegion label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index + 1] ?? index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  </div>
);
