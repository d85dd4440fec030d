import type { EventAttributes } from 'ics';
import { formatBRL } from '@/shared/lib/format';
import type { Invoice } from '../model/types';
import { formatDigitableLine, isValidDigitableLine } from './boletoLine';
import { invoiceKey, invoiceName, invoiceReference } from './invoiceReference';

type ReminderContext = { brandName: string; payee: string | null };

/** `fatura-<AAAA-MM>.ics`, named by the invoice's reference month. */
export function calendarFileName(invoice: Invoice): string {
  const { year, month } = invoiceReference(invoice);
  return `fatura-${year}-${String(month).padStart(2, '0')}.ics`;
}

const dateParts = (iso: string): [number, number, number] => {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return [year, month, day];
};

/** The day after, for an all-day event's exclusive end (RFC 5545 §3.6.1). */
const nextDay = ([year, month, day]: [number, number, number]): [number, number, number] => {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};

/**
 * Decisions §9 "Due-date reminder": one all-day VEVENT on the due date, with the amount, the boleto line and the
 * payee in its description, and a display alarm one day before. Null without a due date.
 */
export function invoiceReminder(invoice: Invoice, { brandName, payee }: ReminderContext): EventAttributes | null {
  if (!invoice.vencimento) return null;
  const name = invoiceName(invoice);
  const start = dateParts(invoice.vencimento);
  const description = [
    `${name} da ${brandName}.`,
    typeof invoice.valor === 'number' ? `Valor: ${formatBRL(invoice.valor)}` : null,
    isValidDigitableLine(invoice.linhaDigitavel) ? `Linha digitável do boleto: ${formatDigitableLine(invoice.linhaDigitavel)}` : null,
    payee,
  ].filter((line): line is string => Boolean(line));
  return {
    productId: 'aurora-energia/portal',
    uid: `${invoiceKey(invoice)}@portal.aurora-energia`,
    title: `Vencimento da ${name} — ${brandName}`,
    start,
    end: nextDay(start),
    description: description.join('\n'),
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    alarms: [{ action: 'display', description: `A ${name} vence amanhã.`, trigger: { days: 1, before: true } }],
  };
}

/** The .ics text of the reminder; `ics` (and what it pulls in) loads only when a customer asks for one. */
export async function buildInvoiceCalendar(invoice: Invoice, context: ReminderContext): Promise<string> {
  const event = invoiceReminder(invoice, context);
  if (!event) throw new Error('fatura sem vencimento');
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendário vazio');
  return value;
}
