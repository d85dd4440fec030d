import { CheckOutlined } from '@ant-design/icons';
import { invoiceReference, referenceLabel, type Invoice } from '@/entities/invoice';
import styles from './InvoiceHistory.module.css';

/** One closing month; a toggle button so it works with Tab, Enter and Space and reads as selected. */
export const MonthTile = ({ invoice, selected, onSelect }: { invoice: Invoice; selected: boolean; onSelect: () => void }) => {
  const reference = invoiceReference(invoice);
  const label = referenceLabel(reference);
  // 'mar. de 2025' → 'mar': the shared formatter owns the month names.
  const month = label.split(' de ')[0]!.replace('.', '');
  return (
    <button
      type="button"
      className={styles.tile}
      data-selected={selected}
      aria-pressed={selected}
      aria-label={label}
      onClick={onSelect}
    >
      <span className={styles.tileMonth}>{month}</span>
      <span className={styles.tileYear}>{reference.year}</span>
      {selected && <CheckOutlined className={styles.tileCheck} aria-hidden />}
    </button>
  );
};
