import { invoiceReference, referenceLabel, type Invoice } from '@/entities/invoice';
import styles from './InvoiceHistory.module.css';
import { InvoiceFacts } from './InvoiceFacts';

/** Small screens: one invoice per slide, with its month, amount, due date and status. */
export const InvoiceTile = ({ invoice, position, total }: { invoice: Invoice; position: number; total: number }) => {
  const label = referenceLabel(invoiceReference(invoice));
  return (
    <article className={styles.tile} aria-label={`Fatura de ${label}, ${position} de ${total}`}>
      <span className={styles.tileMonth}>{label}</span>
      <InvoiceFacts invoice={invoice} />
    </article>
  );
};
