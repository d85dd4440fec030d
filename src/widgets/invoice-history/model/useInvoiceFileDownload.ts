import { useState } from 'react';
import { invoiceName, saveInvoiceFile, type Invoice, type InvoiceFileKind } from '@/entities/invoice';
import { useToast } from '@/shared/ui/toast';

const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado';

const KIND_LABEL: Record<InvoiceFileKind, string> = { 'nota-fiscal': 'nota fiscal', boleto: 'boleto' };

/** The accessible name of a file button: what it does, the file and the invoice ('Baixar boleto da Fatura 10/2026'). */
export const fileButtonName = (label: string, kind: InvoiceFileKind, invoice: Invoice) => `${label} ${KIND_LABEL[kind]} da ${invoiceName(invoice)}`;

/** Saves one invoice file from its base64 content, or says 'Arquivo não encontrado'; `busy` while it decodes. */
export const useInvoiceFileDownload = (invoice: Invoice, kind: InvoiceFileKind) => {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const download = async () => {
    if (busy) return;
    setBusy(true);
    // Let the loading state paint before decoding a large file on the main thread.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const saved = saveInvoiceFile(invoice, kind);
    setBusy(false);
    if (!saved) toast(FILE_NOT_FOUND_MESSAGE, 'error');
  };
  return { busy, download };
};

