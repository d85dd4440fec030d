import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { Invoice, InvoiceFileKind } from '@/entities/invoice';
import { fileButtonName, useInvoiceFileDownload } from '../model/useInvoiceFileDownload';

type Props = Omit<ButtonProps, 'onClick' | 'loading' | 'disabled'> & {
  invoice: Invoice;
  kind: InvoiceFileKind;
  /** Who decides is the caller: the table and the card follow different rules (spec §5). */
  enabled: boolean;
  label: string;
};

/** Saves one invoice file from its base64 content, or says 'Arquivo não encontrado'. */
export const DownloadInvoiceButton = ({ invoice, kind, enabled, label, 'aria-label': ariaLabel, ...buttonProps }: Props) => {
  const { busy, download } = useInvoiceFileDownload(invoice, kind);

  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      {...buttonProps}
      disabled={!enabled}
      loading={busy}
      aria-label={ariaLabel ?? fileButtonName(label, kind, invoice)}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
};
