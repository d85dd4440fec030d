// @vitest-environment node
// The portal's formulas (src/entities/energy-management) on the measurements the reference backend serves give every
// demo unit the same energy columns as the units summary, which the backend computes with its own copy of the rules
// (mocks/data/energy/rules.ts). Two oracles that share no code: a drift in either fails here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstDay,
  lastDay,
  projectionPeriod,
  riskMonths,
  unitRisks,
  type DemandContract,
  type EnergyContract,
  type Measurements,
} from '@/entities/energy-management';
import { callApi } from '../mocks/testing';
import './demoBackend';

type SummaryRow = { physicalAssetId: string; demandMaxKw: number; contractedKw: number; position: string | null; alertCount: number };
const ACCOUNTS = ['11222333000181', '52998224725', '45723174000110', '27182818000129'];

/** A demo account's token; Carlos's goes through his e-mail code. */
async function tokenOf(document: string): Promise<string> {
  const login = (await (await callApi('/v1/Auth/login', { body: { cnpj: document, password: 'Demo@1234' } })).json()) as { token?: string; email?: string };
  if (login.token) return login.token;
  const verified = await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '123456' } });
  return ((await verified.json()) as { token: string }).token;
}

async function served<T>(path: string, token: string): Promise<T> {
  const response = await callApi(path, { token });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** What the portal computes for one unit, from the five answers it asks for. */
async function clientRisks(physicalAssetId: string, token: string) {
  const demand = await served<DemandContract>(`/v1/Energy/demand-contract?physicalAssetId=${physicalAssetId}`, token);
  const energy = await served<EnergyContract>(`/v1/Energy/energy-contract?physicalAssetId=${physicalAssetId}`, token);
  const { lastClosed, current } = riskMonths(demand.measuredUntil);
  const ask = (from: string, to: string, resolution: string) =>
    served<Measurements>(`/v1/Energy/measurements?${new URLSearchParams({ physicalAssetId, from, to, resolution })}`, token);
  const period = projectionPeriod(current);
  return unitRisks({
    demand,
    energy,
    lastClosed: await ask(firstDay(lastClosed), lastDay(lastClosed), '1d'),
    current: await ask(firstDay(current), lastDay(current), '1h'),
    daily: await ask(period.from, period.to, '1d'),
  });
}

async function crossCheck(document: string, pick: (index: number) => boolean = () => true) {
  const token = await tokenOf(document);
  const { units } = await served<{ units: SummaryRow[] }>('/v1/Account/my-units-summary', token);
  const rows = units.filter((_, index) => pick(index));
  const mismatches: string[] = [];
  for (const row of rows) {
    const risks = await clientRisks(row.physicalAssetId, token);
    const client = {
      demandMaxKw: Math.round((risks.lastClosedPeak?.kw ?? 0) * 10) / 10,
      position: risks.position?.position ?? null,
      alertCount: risks.alerts.length,
    };
    const server = { demandMaxKw: row.demandMaxKw, position: row.position, alertCount: row.alertCount };
    if (JSON.stringify(client) !== JSON.stringify(server)) mismatches.push(`${row.physicalAssetId}: portal ${JSON.stringify(client)}, summary ${JSON.stringify(server)}`);
  }
  return { checked: rows.length, mismatches, alerts: units.reduce((sum, row) => sum + row.alertCount, 0) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the portal's formulas agree with the units summary", () => {
  it.each(ACCOUNTS.slice(0, 3))('today, every unit of %s', async (document) => {
    const { checked, mismatches } = await crossCheck(document);
    expect(checked).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });

  // Rede Horizonte's 240 stores, a quarter per test (each store is five calls).
  it.each([[1, 60], [61, 120], [121, 180], [181, 240]])('today, Rede Horizonte, Loja %i to %i', async (first, last) => {
    const { checked, mismatches } = await crossCheck(ACCOUNTS[3]!, (index) => index + 1 >= first && index + 1 <= last);
    expect(checked).toBe(60);
    expect(mismatches).toEqual([]);
  });

  it.each(['2027-01-01T12:00:00Z', '2026-03-31T20:00:00Z'])('on %s, Mariana’s units and every 12th store', async (iso) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
    const mariana = await crossCheck(ACCOUNTS[0]!);
    expect(mariana.mismatches).toEqual([]);
    // Loja Centro's overrun, and Fábrica Contagem's band and power factor.
    expect(mariana.alerts).toBe(3);
    const chain = await crossCheck(ACCOUNTS[3]!, (index) => index % 12 === 0);
    expect(chain).toMatchObject({ checked: 20, mismatches: [] });
  });
});
