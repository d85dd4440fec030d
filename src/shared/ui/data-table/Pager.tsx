import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { RowButton } from '@/shared/ui/row-button';
import styles from './DataTable.module.css';
import { pageNumbers } from './pageNumbers';

type Props = { label: string; page: number; pages: number; onPage: (page: number) => void };

/** 'Anterior' or 'Próxima': at the end it is marked unavailable, not disabled, so the focus is not dropped to the page. */
const Step = ({ to, off, onPage, children }: { to: number; off: boolean; onPage: Props['onPage']; children: ReactNode }) => (
  <RowButton aria-disabled={off || undefined} onClick={() => !off && onPage(to)}>
    {children}
  </RowButton>
);

/**
 * The pages of a table: 'Anterior', the first, last and neighbouring page numbers, 'Próxima'. The page shown is
 * marked aria-current; the focus stays on the button pressed, and the table's caption names the page for a screen
 * reader going back to it.
 */
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
            <RowButton aria-label={`Página ${number}`} aria-current={number === page ? 'page' : undefined} onClick={() => onPage(number)}>
              {number}
            </RowButton>
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
