const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthShort = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `DD/MM/YYYY`; empty string when the value is not a date. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    // A date-only string names a calendar day, so it must not go through a timezone shift.
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Month label like `mar. de 2025`; `month` is 1–12. */
export function formatMonthLabel(year: number, month: number): string {
  return `${monthShort.format(Date.UTC(year, month - 1, 1))} de ${year}`;
}

/** `MM/YYYY`, e.g. `03/2025`; `month` is 1–12. */
export function formatMonthYear(year: number, month: number): string {
  return `${pad2(month)}/${year}`;
}
