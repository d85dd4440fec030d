import { createElement } from 'react';
import { invoiceKey, invoiceName, paymentCodes, type Invoice } from '@/entities/invoice';
import styles from './InvoiceHistory.module.css';
import { InvoiceFacts } from './InvoiceFacts';
import { PaymentActions } from './PaymentActions';

/** Large screens: the open and overdue invoices with their payment codes, above the history table. */
export const PayPanel = ({ invoices, headingLevel }: { invoices: Invoice[]; headingLevel: 2 | 3 | 4 }) => {
  // Only invoices with a code that passes its checks: the panel is for paying.
  const unpaid = invoices.filter((invoice) => paymentCodes(invoice) !== null);
  if (unpaid.length === 0) return null;
  return (
    <div className={styles.payPanel}>
      {createElement(`h${headingLevel}`, { className: styles.payTitle }, 'Faturas a pagar')}
      <ul className={styles.payList}>
        {unpaid.map((invoice) => (
          <li key={invoiceKey(invoice)} className={styles.payItem}>
            <div className={styles.payFacts}>
              <span className={styles.reference}>{invoiceName(invoice)}</span>
              <InvoiceFacts invoice={invoice} />
            </div>
            <PaymentActions invoice={invoice} />
          </li>
        ))}
      </ul>
    </div>
  );
};
