import { toDateTime } from '@/shared/lib/date';
import { lazily } from './lazily';

const monthShort = lazily(() => new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' }));

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * `DD/MM/YYYY`; empty string when the value is not a date. Strings are read by shared/lib/date (a date-only
 * value is that calendar day, never shifted by the time zone).
 */
export function formatDate(value: string | Date): string {
  const date = new Date(typeof value === 'string' ? toDateTime(value) : value.getTime());
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Month label like `mar. de 2025`; `month` is 1–12. */
export function formatMonthLabel(year: number, month: number): string {
  return `${monthShort().format(Date.UTC(year, month - 1, 1))} de ${year}`;
}

/** `MM/YYYY`, e.g. `03/2025`; `month` is 1–12. */
export function formatMonthYear(year: number, month: number): string {
  return `${pad2(month)}/${year}`;
}
