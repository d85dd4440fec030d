import { seededRandom } from '../lib/random';
import { digitableLine } from '../lib/boleto';
import { pixCopyAndPaste } from '../lib/pix';
import { BOLETO_PDF_BASE64, BOLETO_PNG_BASE64, INVOICE_PDF_BASE64 } from './files';
import type { Invoice } from './types';

type InvoicePlan = {
  count: number;
  /** How many months back (1 = last month) miss the boleto file. */
  withoutBoleto: number[];
  withoutNFe: number[];
  boletoAsPng: number[];
  /** Months back still unpaid: due in 10 days ('Em aberto') and past due ('Vencida'); every other month is paid. */
  open: number[];
  overdue: number[];
  /** The typical monthly bill of this customer, in BRL. */
  typicalBill: number;
};

const PLANS: Record<string, InvoicePlan> = {
  'acc-mariana-souza': { count: 14, withoutBoleto: [3], withoutNFe: [6], boletoAsPng: [2], open: [1], overdue: [2], typicalBill: 23_800 },
  'acc-carlos-lima': { count: 3, withoutBoleto: [], withoutNFe: [], boletoAsPng: [], open: [1], overdue: [], typicalBill: 6_400 },
};

/** The seller's PIX key (a random "EVP" key, as the Banco Central issues them) and its registered name and city. */
const PIX = { key: '7d9f0c52-3b1e-4c8a-9f26-5e04a1b7c3d8', merchantName: 'AURORA ENERGIA COM SA', merchantCity: 'BELO HORIZONTE' };
/** Banco do Brasil (001) with a 7-digit agreement: 000000 + agreement + "nosso número" (10) + portfolio 17. */
const BANK = { code: '001', agreement: '3128557', portfolio: '17' };

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Monthly invoices of the `count` months before the current one, newest first. createdAt falls inside the
 * closing month, so "mesFechamento / year of createdAt" reads as the right reference. Decisions §8 fields:
 * `valor` (BRL), `vencimento` and `dataPagamento` ('YYYY-MM-DD', null while unpaid), and for unpaid months a
 * `linhaDigitavel` (47 digits, FEBRABAN check digits) and a `pixCopiaECola` (BR Code with its CRC16).
 */
export function invoicesForAccount(accountId: string, now: Date, filesMissing: boolean): Invoice[] {
  const plan = PLANS[accountId];
  if (!plan) return [];
  const slug = accountId.replace(/^acc-/, '');
  return Array.from({ length: plan.count }, (_, index) => {
    const monthsBack = index + 1;
    const closing = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 28, 13, 0, 0));
    const reference = closing.toISOString().slice(0, 7);
    const random = seededRandom(`${accountId}:${reference}`);
    const valor = Math.round(plan.typicalBill * (0.82 + random() * 0.36) * 100) / 100;
    const isOpen = plan.open.includes(monthsBack);
    const isPaid = !isOpen && !plan.overdue.includes(monthsBack);
    // Due 20 days after closing; the open month is due 10 days from today, so it is open on any day the demo runs.
    const vencimento = isOpen ? isoDay(now.getTime() + 10 * DAY) : isoDay(closing.getTime() + 20 * DAY);
    const dataPagamento = isPaid ? isoDay(Date.parse(vencimento) - Math.floor(random() * 5) * DAY) : null;
    const boleto = plan.boletoAsPng.includes(monthsBack) ? BOLETO_PNG_BASE64 : BOLETO_PDF_BASE64;
    const ourNumber = `${reference.replace('-', '')}${String(fnvDigits(slug)).padStart(4, '0')}`;
    return {
      id: `fat-${slug}-${reference}`,
      mesFechamento: closing.getUTCMonth() + 1,
      createdAt: closing.toISOString(),
      fileNFeBase64: filesMissing || plan.withoutNFe.includes(monthsBack) ? '' : INVOICE_PDF_BASE64,
      fileBoletoBase64: filesMissing || plan.withoutBoleto.includes(monthsBack) ? '' : boleto,
      valor,
      vencimento,
      dataPagamento,
      ...(isPaid
        ? {}
        : {
            linhaDigitavel: digitableLine({
              bank: BANK.code,
              dueDate: vencimento,
              amount: valor,
              freeField: `000000${BANK.agreement}${ourNumber}${BANK.portfolio}`,
            }),
            pixCopiaECola: pixCopyAndPaste({ ...PIX, amount: valor, txid: `FAT${reference.replace('-', '')}${slug.replace(/-/g, '').toUpperCase()}` }),
          }),
    };
  });
}

/** Four digits that stay the same for an account, for its "nosso número". */
const fnvDigits = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 10_000, 7);
