// @vitest-environment node
// The reminder is read back with ical.js, a parser written apart from the `ics` generator (decisions §9).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../model/types';
import { buildInvoiceCalendar, calendarFileName, invoiceReminder } from './calendarEvent';

const LINE = '00190000090312855720826105042175916770002345678';
const invoice: Invoice = {
  id: 'fat-horizonte-042-2026-10',
  mesFechamento: 10,
  createdAt: '2026-10-28T13:00:00.000Z',
  valor: 23456.78,
  vencimento: '2026-12-31',
  dataPagamento: null,
  linhaDigitavel: LINE,
};
const context = { brandName: 'Aurora Energia', payee: 'Beneficiário: AURORA ENERGIA COM SA · CNPJ 12.345.678/0001-95' };

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [event, ...more] = calendar.getAllSubcomponents('vevent');
  return { calendar, event: event!, more };
};

describe('the due-date reminder (.ics)', () => {
  it('is named fatura-<AAAA-MM>.ics after the reference month', () => {
    expect(calendarFileName(invoice)).toBe('fatura-2026-10.ics');
    expect(calendarFileName({ ...invoice, mesFechamento: 3, createdAt: '2025-03-28T13:00:00.000Z' })).toBe('fatura-2025-03.ics');
  });

  it('holds one all-day VEVENT on the due date, ending the next day (across the year)', async () => {
    const { calendar, event, more } = parse(await buildInvoiceCalendar(invoice, context));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(more).toEqual([]);
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
    expect([start.isDate, start.toString()]).toEqual([true, '2026-12-31']);
    expect([end.isDate, end.toString()]).toEqual([true, '2027-01-01']);
    expect(event.getFirstPropertyValue('summary')).toBe('Vencimento da Fatura 10/2026 — Aurora Energia');
  });

  it('describes the amount, the boleto line and the payee', async () => {
    const { event } = parse(await buildInvoiceCalendar(invoice, context));
    const description = String(event.getFirstPropertyValue('description'));
    expect(description.split('\n')).toEqual([
      'Fatura 10/2026 da Aurora Energia.',
      expect.stringMatching(/^Valor: R\$\s23\.456,78$/),
      'Linha digitável do boleto: 00190.00009 03128.557208 26105.042175 9 16770002345678',
      context.payee,
    ]);
  });

  it('reminds one day before with a display alarm', async () => {
    const { event } = parse(await buildInvoiceCalendar(invoice, context));
    const [alarm, ...others] = event.getAllSubcomponents('valarm');
    expect(others).toEqual([]);
    expect(alarm!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm!.getFirstPropertyValue('trigger'))).toBe('-P1D');
    expect(alarm!.getFirstPropertyValue('description')).toBe('A Fatura 10/2026 vence amanhã.');
  });

  it('keeps a stable UID, so adding the same invoice again updates the event', async () => {
    const first = parse(await buildInvoiceCalendar(invoice, context)).event.getFirstPropertyValue('uid');
    const second = parse(await buildInvoiceCalendar({ ...invoice, valor: 1 }, context)).event.getFirstPropertyValue('uid');
    expect(first).toBe('fat-horizonte-042-2026-10@portal.aurora-energia');
    expect(second).toBe(first);
  });

  it('has nothing to add without a due date, and leaves out what the invoice lacks', () => {
    expect(invoiceReminder({ ...invoice, vencimento: null }, context)).toBeNull();
    const bare = invoiceReminder({ mesFechamento: 10, createdAt: '2026-10-28T13:00:00.000Z', vencimento: '2026-11-20' }, { brandName: 'Aurora Energia', payee: null });
    expect(bare?.description).toBe('Fatura 10/2026 da Aurora Energia.');
  });
});
