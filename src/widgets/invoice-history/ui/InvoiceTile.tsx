import { invoiceName, type Invoice } from '@/entities/invoice';
import styles from './InvoiceHistory.module.css';
import { InvoiceFacts } from './InvoiceFacts';

/** Small screens: one invoice per slide, with its name ('Fatura 03/2025'), amount, due date and status. */
export const InvoiceTile = ({ invoice, position, total }: { invoice: Invoice; position: number; total: number }) => {
  const name = invoiceName(invoice);
  return (
    <article className={styles.tile} aria-label={`${name}, ${position} de ${total}`}>
      <span className={styles.tileMonth}>{name}</span>
      <InvoiceFacts invoice={invoice} />
    </article>
  );
};
