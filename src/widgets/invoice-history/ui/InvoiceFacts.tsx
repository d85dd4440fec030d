import { invoiceStatus, InvoiceStatusChip, type Invoice } from '@/entities/invoice';
import { formatBRL, formatDate } from '@/shared/lib/format';
import styles from './InvoiceHistory.module.css';

/** Amount, due date, payment date and status of one invoice; each piece hides when the API left it out. */
export const InvoiceFacts = ({ invoice }: { invoice: Invoice }) => {
  const status = invoiceStatus(invoice);
  return (
    <>
      {typeof invoice.valor === 'number' && <span className={styles.amount}>{formatBRL(invoice.valor)}</span>}
      {invoice.vencimento && <span className={styles.due}>Vencimento {formatDate(invoice.vencimento)}</span>}
      {invoice.dataPagamento && <span className={styles.due}>Paga em {formatDate(invoice.dataPagamento)}</span>}
      {status && (
        <span>
          <InvoiceStatusChip status={status} />
        </span>
      )}
    </>
  );
};
