// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../data/types';
import type { UnitSummary } from '../data/unitsSummary';
import { setScenario } from '../scenarios';
import { callApi, loginToken } from '../testing';
import '@test/demoBackend';

const HORIZONTE = '27182818000129';
const MARIANA = '11222333000181';

const invoicesOf = async (document: string, assetId?: string) => {
  const token = await loginToken(document);
  const query = assetId === undefined ? '' : `?physicalAssetId=${encodeURIComponent(assetId)}`;
  return callApi(`/v1/Account/my-invoices${query}`, { token, headers: { cnpj: document } });
};

describe('GET /v1/Account/my-invoices?physicalAssetId (decisions §9)', () => {
  it("answers one unit's 36 invoices, each carrying the unit, with their files and codes", async () => {
    const response = await invoicesOf(HORIZONTE, 'ua-horizonte-042');
    expect(response.status).toBe(200);
    const invoices = (await response.json()) as Invoice[];
    expect(invoices).toHaveLength(36);
    expect(new Set(invoices.map((invoice) => invoice.physicalAssetId))).toEqual(new Set(['ua-horizonte-042']));
    invoices.forEach((invoice) => expect(invoice.fileNFeBase64).toMatch(/^JVBER/));
    expect(invoices.filter((invoice) => invoice.dataPagamento === null).every((invoice) => invoice.linhaDigitavel && invoice.pixCopiaECola)).toBe(true);
  });

  it("keeps Mariana's 14 invoices on Loja Centro: the other units have none", async () => {
    expect(((await (await invoicesOf(MARIANA, 'ua-loja-centro')).json()) as Invoice[]).map((invoice) => invoice.physicalAssetId)).toEqual(
      Array(14).fill('ua-loja-centro'),
    );
    expect(await (await invoicesOf(MARIANA, 'ua-fabrica-contagem')).json()).toEqual([]);
  });

  it("answers 403 for another account's unit", async () => {
    const response = await invoicesOf(HORIZONTE, 'ua-loja-centro');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Unidade de consumo não encontrada para esta conta.' });
  });

  it('without the filter lists the whole account; 8,640 invoices come without their files', async () => {
    const all = (await (await invoicesOf(HORIZONTE)).json()) as Invoice[];
    expect(all).toHaveLength(8_640);
    expect(all.every((invoice) => invoice.fileNFeBase64 === '' && invoice.fileBoletoBase64 === '')).toBe(true);
    const mariana = (await (await invoicesOf(MARIANA)).json()) as Invoice[];
    expect(mariana.filter((invoice) => invoice.fileNFeBase64).length).toBe(13);
  });

  it('empties the files of a unit under files-missing', async () => {
    const token = await loginToken(HORIZONTE);
    setScenario('files-missing');
    const response = await callApi('/v1/Account/my-invoices?physicalAssetId=ua-horizonte-001', { token, headers: { cnpj: HORIZONTE } });
    expect(((await response.json()) as Invoice[]).every((invoice) => invoice.fileBoletoBase64 === '')).toBe(true);
  });
});

describe('GET /v1/Account/my-units-summary', () => {
  const summaryOf = async (document: string) =>
    ((await (await callApi('/v1/Account/my-units-summary', { token: await loginToken(document) })).json()) as { units: UnitSummary[] }).units;

  it('lists every unit of the account in its order, with the figures of its own invoices', async () => {
    const units = await summaryOf(HORIZONTE);
    expect(units).toHaveLength(240);
    expect(units[0]).toMatchObject({ physicalAssetId: 'ua-horizonte-001', name: expect.stringMatching(/^Loja 001 — .+\/[A-Z]{2}$/) });
    const invoices = (await (await invoicesOf(HORIZONTE, units[41]!.physicalAssetId)).json()) as Invoice[];
    const unpaid = invoices.filter((invoice) => invoice.dataPagamento === null);
    expect(units[41]!.openAmount).toBe(unpaid.reduce((sum, invoice) => sum + Math.round(invoice.valor! * 100), 0) / 100);
    expect(units[41]!.nextDueDate).toBe(unpaid.map((invoice) => invoice.vencimento).sort().at(-1));
  });

  it("adds up each unit's overdue invoices (§11 'Vencido')", async () => {
    const units = await summaryOf(HORIZONTE);
    const owing = units.find((unit) => unit.overdueCount >= 2)!;
    const invoices = (await (await invoicesOf(HORIZONTE, owing.physicalAssetId)).json()) as Invoice[];
    const today = new Date().toISOString().slice(0, 10);
    const overdue = invoices.filter((invoice) => invoice.dataPagamento === null && invoice.vencimento! < today);
    expect(overdue).toHaveLength(owing.overdueCount);
    expect(owing.overdueAmount).toBe(overdue.reduce((sum, invoice) => sum + Math.round(invoice.valor! * 100), 0) / 100);
    expect(owing.overdueAmount).toBeLessThan(owing.openAmount);
    expect(units.filter((unit) => unit.overdueCount === 0).every((unit) => unit.overdueAmount === 0)).toBe(true);
  });

  it("adds each unit's savings as its economy report gives them: this year's closed months and all of last year's (§11)", async () => {
    const token = await loginToken(MARIANA);
    const units = await summaryOf(MARIANA);
    const now = new Date();
    const year = now.getUTCFullYear();
    const savings = async (assetId: string, of: number) => {
      const body = { assetId, year: of, month: 1 };
      const { yearlyEconomyChart } = (await (await callApi('/v1/Account/find-economic-report', { body, token })).json()) as {
        yearlyEconomyChart: { reference: string; result: number }[];
      };
      const closed = yearlyEconomyChart.filter((row) => of < year || Number(row.reference.slice(5)) <= now.getUTCMonth());
      return closed.reduce((sum, row) => sum + Math.round(row.result * 100), 0) / 100;
    };
    for (const unit of units) {
      expect(unit.savingsLastYear).toBe(await savings(unit.physicalAssetId, year - 1));
      expect(unit.savingsYear).toBe(await savings(unit.physicalAssetId, year));
    }
    // Loja Centro and Fábrica Contagem saved last year; Depósito Betim, without a supply contract, has no report.
    expect(units.map((unit) => unit.savingsLastYear > 0)).toEqual([true, true, false]);
  });

  it("gives the empty account's single unit zeros and no due date", async () => {
    expect(await summaryOf('45723174000110')).toEqual([
      {
        physicalAssetId: 'ua-loja-savassi',
        name: 'Loja Savassi',
        city: 'Belo Horizonte',
        uf: 'MG',
        openAmount: 0,
        overdueAmount: 0,
        overdueCount: 0,
        nextDueDate: null,
        savingsYear: 0,
        savingsLastYear: 0,
        // Measured like every unit, but without an energy contract: no position, and nothing at risk.
        demandMaxKw: expect.any(Number),
        contractedKw: 75,
        position: null,
        alertCount: 0,
      },
    ]);
  });

  it('needs a signed-in customer', async () => {
    expect((await callApi('/v1/Account/my-units-summary')).status).toBe(401);
  });
});
