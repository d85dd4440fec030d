import { BOLETO_PDF_BASE64, BOLETO_PNG_BASE64, INVOICE_PDF_BASE64 } from './files';
import type { Invoice } from './types';

type InvoicePlan = {
  count: number;
  /** How many months back (1 = last month) miss the boleto file. */
  withoutBoleto: number[];
  withoutNFe: number[];
  boletoAsPng: number[];
};

const PLANS: Record<string, InvoicePlan> = {
  'acc-mariana-souza': { count: 14, withoutBoleto: [3], withoutNFe: [6], boletoAsPng: [2] },
  'acc-carlos-lima': { count: 3, withoutBoleto: [], withoutNFe: [], boletoAsPng: [] },
};

/**
 * Monthly invoices of the `count` months before the current one, newest first. createdAt falls inside the
 * closing month, so "mesFechamento / year of createdAt" reads as the right reference.
 */
export function invoicesForAccount(accountId: string, now: Date, filesMissing: boolean): Invoice[] {
  const plan = PLANS[accountId];
  if (!plan) return [];
  return Array.from({ length: plan.count }, (_, index) => {
    const monthsBack = index + 1;
    const closing = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 28, 13, 0, 0));
    const reference = closing.toISOString().slice(0, 7);
    const boleto = plan.boletoAsPng.includes(monthsBack) ? BOLETO_PNG_BASE64 : BOLETO_PDF_BASE64;
    return {
      id: `fat-${accountId.replace(/^acc-/, '')}-${reference}`,
      mesFechamento: closing.getUTCMonth() + 1,
      createdAt: closing.toISOString(),
      fileNFeBase64: filesMissing || plan.withoutNFe.includes(monthsBack) ? '' : INVOICE_PDF_BASE64,
      fileBoletoBase64: filesMissing || plan.withoutBoleto.includes(monthsBack) ? '' : boleto,
    };
  });
}
