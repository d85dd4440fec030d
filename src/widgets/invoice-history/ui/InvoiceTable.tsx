import { Table, type TableColumnsType } from 'antd';
import { invoiceKey, invoiceReference, isNotaFiscalEnabled, isTableBoletoEnabled, referenceText, type Invoice } from '@/entities/invoice';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';
import styles from './InvoiceHistory.module.css';

const PAGE_SIZE = 12;

const FileCell = ({ invoice, kind, enabled }: { invoice: Invoice; kind: 'nota-fiscal' | 'boleto'; enabled: boolean }) => (
  <span className={styles.fileCell}>
    <DownloadInvoiceButton invoice={invoice} kind={kind} enabled={enabled} label="Baixar" size="small" />
    {!enabled && <span className={styles.unavailable}>Indisponível</span>}
  </span>
);

const COLUMNS: TableColumnsType<Invoice> = [
  {
    key: 'reference',
    title: 'Referência',
    render: (_, invoice) => <span className={styles.reference}>{referenceText(invoiceReference(invoice))}</span>,
  },
  {
    key: 'nota-fiscal',
    title: 'Nota Fiscal',
    width: '32%',
    render: (_, invoice) => <FileCell invoice={invoice} kind="nota-fiscal" enabled={isNotaFiscalEnabled(invoice)} />,
  },
  {
    key: 'boleto',
    title: 'Boleto',
    width: '32%',
    // Spec §5, on purpose: the table's boleto button follows the nota fiscal field.
    render: (_, invoice) => <FileCell invoice={invoice} kind="boleto" enabled={isTableBoletoEnabled(invoice)} />,
  },
];

/** Large screens: Referência, Nota Fiscal and Boleto, newest first. */
export const InvoiceTable = ({ invoices }: { invoices: Invoice[] }) => (
  <Table<Invoice>
    columns={COLUMNS}
    dataSource={invoices}
    rowKey={invoiceKey}
    size="middle"
    pagination={invoices.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
  />
);
