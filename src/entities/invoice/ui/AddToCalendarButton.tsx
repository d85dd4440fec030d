import { CalendarOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useAppConfig } from '@/shared/config';
import { saveBlob } from '@/shared/lib/file';
import { useToast } from '@/shared/ui/toast';
import { buildInvoiceCalendar, calendarFileName } from '../lib/calendarEvent';
import { invoiceName } from '../lib/invoiceReference';
import { payeeLine } from '../lib/payee';
import type { Invoice } from '../model/types';

const FAILED = 'Não foi possível criar o lembrete. Tente novamente.';

/** 'Adicionar ao calendário': downloads `fatura-<AAAA-MM>.ics`, an all-day reminder on the due date. */
export const AddToCalendarButton = ({ invoice, ...buttonProps }: { invoice: Invoice } & Pick<ButtonProps, 'block' | 'size'>) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { brandName, payeeCnpj } = useAppConfig();
  if (!invoice.vencimento) return null;

  const download = async () => {
    setBusy(true);
    try {
      const text = await buildInvoiceCalendar(invoice, { brandName, payee: payeeLine(invoice.pixCopiaECola, payeeCnpj) });
      saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), calendarFileName(invoice));
    } catch {
      toast(FAILED, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon={<CalendarOutlined aria-hidden />}
      {...buttonProps}
      loading={busy}
      aria-label={`Adicionar ao calendário o vencimento da ${invoiceName(invoice)}`}
      onClick={() => void download()}
    >
      Adicionar ao calendário
    </Button>
  );
};
