import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import {
  invoiceKey,
  invoiceName,
  invoiceStatus,
  InvoiceStatusChip,
  isNotaFiscalEnabled,
  isTableBoletoEnabled,
  type Invoice,
} from '@/entities/invoice';
import { formatBRL, formatDate } from '@/shared/lib/format';
import { fileButtonName, useInvoiceFileDownload } from '../model/useInvoiceFileDownload';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { RowButton } from '@/shared/ui/row-button';
import styles from './InvoiceHistory.module.css';

const PAGE_SIZE = 12;
const NONE = '—';

/** A row's file: its button (a RowButton, two per row), and 'Indisponível' beside it when the file is not there. */
const FileCell = ({ invoice, kind, enabled }: { invoice: Invoice; kind: 'nota-fiscal' | 'boleto'; enabled: boolean }) => {
  const { busy, download } = useInvoiceFileDownload(invoice, kind);
  return (
    <span className={styles.fileCell}>
      <RowButton
        icon={busy ? <LoadingOutlined aria-hidden /> : <DownloadOutlined aria-hidden />}
        busy={busy}
        disabled={!enabled}
        aria-label={fileButtonName('Baixar', kind, invoice)}
        onClick={() => void download()}
      >
        Baixar
      </RowButton>
      {!enabled && <span className={styles.unavailable}>Indisponível</span>}
    </span>
  );
};

type Column = DataColumn<Invoice> & { shownWhen?: (invoice: Invoice) => boolean };

const COLUMNS: Column[] = [
  {
    key: 'reference',
    title: 'Referência',
    width: 112,
    render: (invoice) => <span className={styles.reference}>{invoiceName(invoice)}</span>,
  },
  {
    key: 'valor',
    title: 'Valor',
    align: 'end',
    width: 140,
    shownWhen: (invoice) => typeof invoice.valor === 'number',
    render: (invoice) => <span className={styles.number}>{typeof invoice.valor === 'number' ? formatBRL(invoice.valor) : NONE}</span>,
  },
  {
    key: 'vencimento',
    title: 'Vencimento',
    width: 120,
    shownWhen: (invoice) => Boolean(invoice.vencimento),
    render: (invoice) => <span className={styles.number}>{invoice.vencimento ? formatDate(invoice.vencimento) : NONE}</span>,
  },
  {
    key: 'situacao',
    title: 'Situação',
    width: 132,
    shownWhen: (invoice) => invoiceStatus(invoice) !== null,
    render: (invoice) => {
      const status = invoiceStatus(invoice);
      return status ? <InvoiceStatusChip status={status} /> : NONE;
    },
  },
  {
    key: 'nota-fiscal',
    title: 'Nota Fiscal',
    render: (invoice) => <FileCell invoice={invoice} kind="nota-fiscal" enabled={isNotaFiscalEnabled(invoice)} />,
  },
  {
    key: 'boleto',
    title: 'Boleto',
    // Spec §5, on purpose: the table's boleto button follows the nota fiscal field.
    render: (invoice) => <FileCell invoice={invoice} kind="boleto" enabled={isTableBoletoEnabled(invoice)} />,
  },
];

/** Large screens: Referência, Valor, Vencimento, Situação, Nota Fiscal and Boleto, in the order of what needs action; a column the API never fills is left out. */
export const InvoiceTable = ({ invoices }: { invoices: Invoice[] }) => (
  <DataTable<Invoice>
    label="Faturas"
    columns={COLUMNS.filter(({ shownWhen }) => !shownWhen || invoices.some(shownWhen))}
    rows={invoices}
    rowKey={invoiceKey}
    pageSize={PAGE_SIZE}
  />
);
