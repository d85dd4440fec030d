import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { invoiceReference, referenceText, saveInvoiceFile, type Invoice, type InvoiceFileKind } from '@/entities/invoice';
import { useToast } from '@/shared/ui/toast';

const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado';

const KIND_LABEL: Record<InvoiceFileKind, string> = { 'nota-fiscal': 'nota fiscal', boleto: 'boleto' };

type Props = Omit<ButtonProps, 'onClick' | 'loading' | 'disabled'> & {
  invoice: Invoice;
  kind: InvoiceFileKind;
  /** Who decides is the caller: the table and the card follow different rules (spec §5). */
  enabled: boolean;
  label: string;
};

/** Saves one invoice file from its base64 content, or says 'Arquivo não encontrado'. */
export const DownloadInvoiceButton = ({ invoice, kind, enabled, label, 'aria-label': ariaLabel, ...buttonProps }: Props) => {
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const handleClick = async () => {
    setBusy(true);
    // Let the loading state paint before decoding a large file on the main thread.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const saved = saveInvoiceFile(invoice, kind);
    setBusy(false);
    if (!saved) toast(FILE_NOT_FOUND_MESSAGE, 'error');
  };

  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      {...buttonProps}
      disabled={!enabled}
      loading={busy}
      aria-label={ariaLabel ?? `${label} ${KIND_LABEL[kind]} de ${referenceText(invoiceReference(invoice))}`}
      onClick={() => void handleClick()}
    >
      {label}
    </Button>
  );
};
