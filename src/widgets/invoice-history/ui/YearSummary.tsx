import { formatBRL } from '@/shared/lib/format';
import type { YearTotals } from '../model/yearTotals';
import styles from './InvoiceHistory.module.css';

/** The year's total billed and what is still to pay, above the list. */
export const YearSummary = ({ totals }: { totals: YearTotals }) => (
  <dl className={styles.summary} aria-label={`Resumo de ${totals.year}`}>
    <div>
      <dt>Faturado em {totals.year}</dt>
      <dd>{formatBRL(totals.billed)}</dd>
    </div>
    <div data-open={totals.open > 0}>
      <dt>Em aberto em {totals.year}</dt>
      <dd>
        {formatBRL(totals.open)}
        <span className={styles.summaryNote}>
          {totals.openCount === 0 ? 'nenhuma fatura a pagar' : totals.openCount === 1 ? '1 fatura a pagar' : `${totals.openCount} faturas a pagar`}
        </span>
      </dd>
    </div>
  </dl>
);
