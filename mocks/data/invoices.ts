import { seededRandom } from '../lib/random';
import { digitableLine } from '../lib/boleto';
import { pixCopyAndPaste } from '../lib/pix';
import { ASSET_IDS } from './accounts';
import { BOLETO_PDF_BASE64, BOLETO_PNG_BASE64, INVOICE_PDF_BASE64 } from './files';
import { HORIZONTE_ACCOUNT_ID, HORIZONTE_UNITS, type HorizonteUnit } from './horizonte';
import type { Invoice } from './types';

/** How one consumption unit is billed: every invoice of the unit follows from its plan and the date. */
type InvoicePlan = {
  /** The unit billed (decisions §9: invoices carry it). */
  assetId: string;
  /** Seeds the amounts; names the ids and the PIX txid. */
  seed: string;
  slug: string;
  count: number;
  /** How many months back (1 = last month) miss the boleto file. */
  withoutBoleto: number[];
  withoutNFe: number[];
  boletoAsPng: number[];
  /** Months back still unpaid: due `openDueInDays` from today ('Em aberto') and past due ('Vencida'); the rest are paid. */
  open: number[];
  overdue: number[];
  openDueInDays: number;
  /** The typical monthly bill of this unit, in BRL. */
  typicalBill: number;
  /** Four digits of the bank's "nosso número", one per unit. */
  payerCode: number;
};

/** Four digits that stay the same for an account, for its "nosso número". */
const fnvDigits = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 10_000, 7);

const legacy = (accountId: string, assetId: string, plan: Pick<InvoicePlan, 'count' | 'withoutBoleto' | 'withoutNFe' | 'boletoAsPng' | 'open' | 'overdue' | 'typicalBill'>): InvoicePlan => {
  const slug = accountId.replace(/^acc-/, '');
  return { ...plan, assetId, seed: accountId, slug, openDueInDays: 10, payerCode: fnvDigits(slug) };
};

/** Decisions §2: Mariana's 14 invoices are her first unit's; Carlos's 3 are his only unit's. */
const PLANS: Record<string, InvoicePlan[]> = {
  'acc-mariana-souza': [
    legacy('acc-mariana-souza', ASSET_IDS.lojaCentro, { count: 14, withoutBoleto: [3], withoutNFe: [6], boletoAsPng: [2], open: [1], overdue: [2], typicalBill: 23_800 }),
  ],
  'acc-carlos-lima': [
    legacy('acc-carlos-lima', ASSET_IDS.sitioBoaEsperanca, { count: 3, withoutBoleto: [], withoutNFe: [], boletoAsPng: [], open: [1], overdue: [], typicalBill: 6_400 }),
  ],
};

/**
 * Decisions §9: 36 months per store, last month open; some stores owe a run of months before it. floor(9u²)
 * overdue months average about 2.6, so with the open month about one invoice in ten is unpaid.
 */
function horizontePlan(unit: HorizonteUnit): InvoicePlan {
  const random = seededRandom(`${unit.id}:plan`);
  const overdueCount = Math.floor(9 * random() ** 2);
  return {
    assetId: unit.id,
    seed: unit.id,
    slug: `horizonte-${String(unit.number).padStart(3, '0')}`,
    count: 36,
    withoutBoleto: [],
    withoutNFe: [],
    boletoAsPng: [],
    open: [1],
    overdue: Array.from({ length: overdueCount }, (_, index) => index + 2),
    openDueInDays: 3 + Math.floor(random() * 20),
    typicalBill: Math.round(15_000 + random() * 75_000),
    payerCode: 5_000 + unit.number,
  };
}

/** The billing plans of an account's units (none for an account without invoices). */
export const invoicePlansOf = (accountId: string): InvoicePlan[] =>
  PLANS[accountId] ?? (accountId === HORIZONTE_ACCOUNT_ID ? HORIZONTE_UNITS.map(horizontePlan) : []);

/** The seller's PIX key (a random "EVP" key, as the Banco Central issues them) and its registered name and city. */
const PIX = { key: '7d9f0c52-3b1e-4c8a-9f26-5e04a1b7c3d8', merchantName: 'AURORA ENERGIA COM SA', merchantCity: 'BELO HORIZONTE' };
/** Banco do Brasil (001) with a 7-digit agreement: 000000 + agreement + "nosso número" (10) + portfolio 17. */
const BANK = { code: '001', agreement: '3128557', portfolio: '17' };

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `files`: the real files, or empty fields (files-missing, or a list too long to carry them); `codes`: boleto line and PIX. */
type InvoiceDetail = { files: boolean; codes: boolean };

/**
 * The invoice of the month `monthsBack` months before the current one. createdAt falls inside the closing month,
 * so "mesFechamento / year of createdAt" reads as the right reference. Decisions §8 fields: `valor` (BRL),
 * `vencimento` and `dataPagamento` ('YYYY-MM-DD', null while unpaid), and for unpaid months a `linhaDigitavel`
 * (47 digits, FEBRABAN check digits) and a `pixCopiaECola` (BR Code with its CRC16).
 */
function monthlyInvoice(plan: InvoicePlan, now: Date, monthsBack: number, detail: InvoiceDetail): Invoice {
  const closing = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 28, 13, 0, 0));
  const reference = closing.toISOString().slice(0, 7);
  const random = seededRandom(`${plan.seed}:${reference}`);
  const valor = Math.round(plan.typicalBill * (0.82 + random() * 0.36) * 100) / 100;
  const isOpen = plan.open.includes(monthsBack);
  const isPaid = !isOpen && !plan.overdue.includes(monthsBack);
  // Due 20 days after closing; the open month is due a few days from today, so it is open on any day the demo runs.
  const vencimento = isOpen ? isoDay(now.getTime() + plan.openDueInDays * DAY) : isoDay(closing.getTime() + 20 * DAY);
  const dataPagamento = isPaid ? isoDay(Date.parse(vencimento) - Math.floor(random() * 5) * DAY) : null;
  const boleto = plan.boletoAsPng.includes(monthsBack) ? BOLETO_PNG_BASE64 : BOLETO_PDF_BASE64;
  const ourNumber = `${reference.replace('-', '')}${String(plan.payerCode).padStart(4, '0')}`;
  return {
    id: `fat-${plan.slug}-${reference}`,
    mesFechamento: closing.getUTCMonth() + 1,
    createdAt: closing.toISOString(),
    fileNFeBase64: !detail.files || plan.withoutNFe.includes(monthsBack) ? '' : INVOICE_PDF_BASE64,
    fileBoletoBase64: !detail.files || plan.withoutBoleto.includes(monthsBack) ? '' : boleto,
    valor,
    vencimento,
    dataPagamento,
    physicalAssetId: plan.assetId,
    ...(isPaid || !detail.codes
      ? {}
      : {
          linhaDigitavel: digitableLine({
            bank: BANK.code,
            dueDate: vencimento,
            amount: valor,
            freeField: `000000${BANK.agreement}${ourNumber}${BANK.portfolio}`,
          }),
          pixCopiaECola: pixCopyAndPaste({ ...PIX, amount: valor, txid: `FAT${reference.replace('-', '')}${plan.slug.replace(/-/g, '').toUpperCase()}` }),
        }),
  };
}

/** A unit's monthly invoices of the `count` months before the current one, newest first. */
export const unitInvoices = (plan: InvoicePlan, now: Date, detail: InvoiceDetail): Invoice[] =>
  Array.from({ length: plan.count }, (_, index) => monthlyInvoice(plan, now, index + 1, detail));

/** Only the unit's open and overdue invoices (what a summary adds up), without building the paid ones. */
export const unpaidInvoices = (plan: InvoicePlan, now: Date): Invoice[] =>
  [...plan.open, ...plan.overdue].filter((monthsBack) => monthsBack <= plan.count).map((monthsBack) => monthlyInvoice(plan, now, monthsBack, { files: false, codes: false }));

/** Every invoice of an account, unit after unit (each unit's newest first). */
export function invoicesForAccount(accountId: string, now: Date, filesMissing: boolean): Invoice[] {
  return invoicePlansOf(accountId).flatMap((plan) => unitInvoices(plan, now, { files: !filesMissing, codes: true }));
}
