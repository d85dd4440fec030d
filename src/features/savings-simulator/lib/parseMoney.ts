const THOUSANDS_ONLY = /^\d{1,3}(\.\d{3})+$/;

/**
 * Reads an amount typed the Brazilian way ("15.000,50", "R$ 15000", "15000,5"); also accepts a
 * plain decimal point ("1500.75"). Returns NaN for anything else.
 */
export const parseMoney = (raw: string): number => {
  const text = raw.replace(/R\$/gi, '').replace(/[\s\u00a0]/g, '');
  if (!text || !/^[\d.,]+$/.test(text)) return Number.NaN;
  let normalized: string;
  if (text.includes(',')) {
    if ((text.match(/,/g) ?? []).length > 1) return Number.NaN;
    const [whole = '', cents = ''] = text.split(',');
    if (whole.includes('.') && !THOUSANDS_ONLY.test(whole)) return Number.NaN;
    normalized = `${whole.replace(/\./g, '')}.${cents}`;
  } else if (THOUSANDS_ONLY.test(text)) {
    normalized = text.replace(/\./g, '');
  } else {
    if ((text.match(/\./g) ?? []).length > 1) return Number.NaN;
    normalized = text;
  }
  if (normalized.endsWith('.')) normalized = normalized.slice(0, -1);
  const value = Number(normalized);
  return Number.isFinite(value) ? value : Number.NaN;
};

const plain = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount as the field shows it after leaving it, e.g. `15.000,00` (the "R$" sits beside the field). */
export const formatMoneyInput = (value: number): string => plain.format(value);
