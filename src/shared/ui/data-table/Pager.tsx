import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './DataTable.module.css';
import { pageNumbers } from './pageNumbers';

type Props = { label: string; page: number; pages: number; onPage: (page: number) => void };

/**
 * The pages of a table: 'Anterior', each page's number, 'Próxima'. The page shown is marked aria-current; the
 * focus stays on the button pressed (at either end 'Anterior' or 'Próxima' is marked unavailable, not disabled, so the
 * focus is not dropped to the page), and the table's caption names the page for a screen reader going back to it.
 */
const Step = ({ to, off, onPage, children }: { to: number; off: boolean; onPage: Props['onPage']; children: ReactNode }) => (
  <button type="button" className={styles.pageButton} aria-disabled={off || undefined} onClick={() => !off && onPage(to)}>
    {children}
  </button>
);

export const Pager = ({ label, page, pages, onPage }: Props) => (
  <nav className={styles.pager} aria-label={`Páginas de ${label.toLowerCase()}`}>
    <Step to={page - 1} off={page === 1} onPage={onPage}>
      <LeftOutlined aria-hidden />
      Anterior
    </Step>
    <ol className={styles.pageList}>
      {pageNumbers(page, pages).map((number, index) =>
        number === null ? (
          <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </li>
        ) : (
        <li key={number}>
          <button
            type="button"
            className={styles.pageButton}
            aria-label={`Página ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
          >
            {number}
          </button>
        </li>
        ),
      )}
    </ol>
    <Step to={page + 1} off={page === pages} onPage={onPage}>
      Próxima
      <RightOutlined aria-hidden />
    </Step>
  </nav>
);
