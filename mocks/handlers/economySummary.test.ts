// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, loginToken } from '../testing';
import '@test/demoBackend';

type Money = { acr: number; acl: number; result: number };
type Month = Money & { reference: string };
type Summary = { year: number; months: Month[]; units: (Money & { physicalAssetId: string; name: string })[] };

const MARIANA = '11222333000181';
const HORIZONTE = '27182818000129';
const cents = (value: number) => Math.round(value * 100);

async function summaryOf(year: number | string, token: string): Promise<Summary> {
  const response = await callApi(`/v1/Account/economy-summary?year=${year}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Summary;
}

/** The unit's months as its own economy report answers them (every month of the year). */
async function reportMonths(assetId: string, year: number, token: string): Promise<Month[]> {
  const response = await callApi('/v1/Account/find-economic-report', { token, body: { assetId, year, month: 12 } });
  return ((await response.json()) as { yearlyEconomyChart: Month[] }).yearlyEconomyChart;
}

/** Sums in cents, as the statement's totals are: the units' lines against the months. */
const total = (rows: Money[]) => rows.reduce((sum, row) => ({ acr: sum.acr + cents(row.acr), acl: sum.acl + cents(row.acl), result: sum.result + cents(row.result) }), { acr: 0, acl: 0, result: 0 });

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /v1/Account/economy-summary', () => {
  it("a past year: each of the company's twelve months is the sum of the units' months in their own reports, and the units add up to them", async () => {
    const token = await loginToken(MARIANA);
    const year = new Date().getUTCFullYear() - 1;
    const summary = await summaryOf(year, token);
    expect(summary.year).toBe(year);
    expect(summary.units.map((unit) => unit.name)).toEqual(['Loja Centro', 'Fábrica Contagem', 'Depósito Betim']);
    const [centro, fabrica, betim] = await Promise.all(summary.units.map((unit) => reportMonths(unit.physicalAssetId, year, token)));
    // Depósito Betim has no supply contract: no report, nothing added, a zero line.
    expect(betim).toEqual([]);
    expect(summary.units[2]).toMatchObject({ acr: 0, acl: 0, result: 0 });
    expect(summary.months.map((month) => month.reference)).toEqual(centro!.map((month) => month.reference));
    summary.months.forEach((month, index) => {
      const units = [centro![index]!, fabrica![index]!];
      expect(units.every((unit) => unit.reference === month.reference)).toBe(true);
      expect([cents(month.acr), cents(month.acl), cents(month.result)]).toEqual([
        cents(units[0]!.acr) + cents(units[1]!.acr),
        cents(units[0]!.acl) + cents(units[1]!.acl),
        cents(units[0]!.result) + cents(units[1]!.result),
      ]);
      expect(cents(month.acr) - cents(month.acl)).toBe(cents(month.result));
    });
    expect(total(summary.units)).toEqual(total(summary.months));
    expect(total([summary.units[0]!])).toEqual(total(centro!));
  });

  it('this year: only the months closed in São Paulo, even when UTC has already turned the month', async () => {
    // 31 March 2026, 23:30 in São Paulo: 1 April in UTC. January and February are closed; March is not.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-01T02:30:00Z') });
    const token = await loginToken(MARIANA);
    expect((await summaryOf(2026, token)).months.map((month) => month.reference)).toEqual(['2026-01', '2026-02']);
    expect((await summaryOf(2027, token)).months).toEqual([]);
  });

  it('240 stores in one answer, one line each, adding up to the months', async () => {
    const token = await loginToken(HORIZONTE);
    const summary = await summaryOf(new Date().getUTCFullYear() - 1, token);
    expect(summary.units).toHaveLength(240);
    expect(summary.months).toHaveLength(12);
    expect(total(summary.units)).toEqual(total(summary.months));
  });

  it('an account without contracts has no months and zero lines', async () => {
    const summary = await summaryOf(2025, await loginToken('45723174000110'));
    expect(summary.months).toEqual([]);
    expect(summary.units.every((unit) => unit.acr === 0 && unit.acl === 0 && unit.result === 0)).toBe(true);
  });

  it("answers 400 'Ano inválido.' for a missing or malformed year, and 401 without a token", async () => {
    const token = await loginToken(MARIANA);
    for (const query of ['', '?year=', '?year=abc', '?year=1899', '?year=2025.5', '?year=20250']) {
      const response = await callApi(`/v1/Account/economy-summary${query}`, { token });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Ano inválido.' });
    }
    expect((await callApi('/v1/Account/economy-summary?year=2025')).status).toBe(401);
  });
});
