// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, loginToken } from '../testing';
import '@test/demoBackend';

const MARIANA = '11222333000181';
const BEATRIZ = '45723174000110';
const measurementsPath = (query: Record<string, string>) => `/v1/Energy/measurements?${new URLSearchParams(query)}`;
const LOJA_CENTRO = { physicalAssetId: 'ua-loja-centro', from: '2026-11-01', to: '2026-11-30', resolution: '15m' };

async function answer(path: string, document = MARIANA) {
  const response = await callApi(path, { token: await loginToken(document) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T15:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GET /v1/Energy/measurements', () => {
  it("answers a month of Loja Centro's 15-minute intervals, measured until yesterday", async () => {
    const { status, body } = await answer(measurementsPath(LOJA_CENTRO));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...LOJA_CENTRO, measuredUntil: '2026-12-05', start: '2026-11-01T00:00:00-03:00', stepMinutes: 15 });
    expect(body.kwh).toHaveLength(30 * 96);
    expect(Math.max(...(body.maxKw as number[]))).toBe(84);
  });

  it.each([
    ['no unit', { ...LOJA_CENTRO, physicalAssetId: '' }, /unidade de consumo/],
    ['no resolution', { ...LOJA_CENTRO, resolution: '' }, /resolução deve ser 15m, 1h ou 1d/],
    ['an unknown resolution', { ...LOJA_CENTRO, resolution: '5m' }, /resolução/],
    ['no period', { ...LOJA_CENTRO, from: '' }, /AAAA-MM-DD/],
    ['a day that does not exist', { ...LOJA_CENTRO, to: '2026-11-31' }, /AAAA-MM-DD/],
    ['from after to', { ...LOJA_CENTRO, from: '2026-11-30', to: '2026-11-01' }, /data inicial é posterior à final/],
    ['63 days at 15 minutes', { ...LOJA_CENTRO, from: '2026-09-29', to: '2026-11-30' }, /15m aceita até 62 dias/],
    ['401 days hourly', { ...LOJA_CENTRO, from: '2025-10-26', to: '2026-11-30', resolution: '1h' }, /1h aceita até 400 dias/],
    ['801 days daily', { ...LOJA_CENTRO, from: '2024-12-01', to: '2027-02-09', resolution: '1d' }, /1d aceita até 800 dias/],
    ['a day before the first measured one', { ...LOJA_CENTRO, from: '2024-11-30', to: '2024-12-05', resolution: '1d' }, /antes de 01\/12\/2024/],
  ])('answers 400 with a pt-BR message for %s', async (_case, query, message) => {
    const { status, body } = await answer(measurementsPath(query));
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('accepts the longest period of each resolution and the first measured day', async () => {
    for (const query of [
      { from: '2026-09-30', to: '2026-11-30', resolution: '15m' },
      { from: '2025-10-27', to: '2026-11-30', resolution: '1h' },
      { from: '2024-12-01', to: '2026-12-31', resolution: '1d' },
    ]) {
      const { status, body } = await answer(measurementsPath({ physicalAssetId: 'ua-fabrica-contagem', ...query }));
      expect(status, query.resolution).toBe(200);
      expect(body.from).toBe(query.from);
    }
  });

  it('answers 404 for a unit nobody has, 403 for another account’s unit, 401 without a session', async () => {
    const unknown = await answer(measurementsPath({ ...LOJA_CENTRO, physicalAssetId: 'ua-nao-existe' }));
    expect(unknown).toEqual({ status: 404, body: { message: 'Unidade de consumo não encontrada.' } });
    const foreign = await answer(measurementsPath(LOJA_CENTRO), BEATRIZ);
    expect(foreign).toEqual({ status: 403, body: { message: 'Unidade de consumo não encontrada para esta conta.' } });
    expect((await callApi(measurementsPath(LOJA_CENTRO))).status).toBe(401);
  });
});

describe('GET /v1/Energy/demand-contract and /v1/Energy/energy-contract', () => {
  it("answers the unit's demand contract with the demo's tariffs", async () => {
    const { status, body } = await answer('/v1/Energy/demand-contract?physicalAssetId=ua-fabrica-contagem');
    expect(status).toBe(200);
    expect(body).toEqual({
      physicalAssetId: 'ua-fabrica-contagem',
      contractedKw: 250,
      tolerance: 0.05,
      peakHours: { start: '18:00', end: '21:00' },
      demandTariff: 38.5,
      reactiveTariff: 0.32,
      measuredFrom: '2024-12-01',
      measuredUntil: '2026-12-05',
    });
  });

  it('answers the terms of the supply contract in force: its code and dates, and every month of its validity', async () => {
    const contracts = (await (await callApi('/v1/Account/my-contracts', { token: await loginToken(), body: { physicalAssetId: 'ua-loja-centro' } })).json()) as {
      contracts: { code: string; startDate: string; endDate: string }[];
    };
    const inForce = contracts.contracts.find((contract) => contract.startDate <= '2026-12-06' && '2026-12-06' <= contract.endDate)!;
    const { status, body } = await answer('/v1/Energy/energy-contract?physicalAssetId=ua-loja-centro');
    expect(status).toBe(200);
    const contract = body.contract as { code: string; validFrom: string; validTo: string; flexibility: number; months: { month: string; averageMw: number }[] };
    expect(contract).toMatchObject({ code: inForce.code, validFrom: inForce.startDate, validTo: inForce.endDate, flexibility: 0.1 });
    expect(contract.months[0]!.month).toBe(inForce.startDate.slice(0, 7));
    expect(contract.months.at(-1)!.month).toBe(inForce.endDate.slice(0, 7));
    expect(contract.months.every((row) => row.averageMw > 0)).toBe(true);
  });

  it('answers contract null for Depósito Betim, and the same errors as the measurements', async () => {
    expect((await answer('/v1/Energy/energy-contract?physicalAssetId=ua-deposito-betim')).body).toEqual({
      physicalAssetId: 'ua-deposito-betim',
      measuredUntil: '2026-12-05',
      contract: null,
    });
    for (const path of ['/v1/Energy/energy-contract', '/v1/Energy/demand-contract']) {
      expect((await answer(path)).status).toBe(400);
      expect((await answer(`${path}?physicalAssetId=ua-x`)).status).toBe(404);
      expect((await answer(`${path}?physicalAssetId=ua-loja-centro`, BEATRIZ)).status).toBe(403);
    }
  });
});
