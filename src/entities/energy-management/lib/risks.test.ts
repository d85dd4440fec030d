// @vitest-environment node
// The home's 'Alertas': one line per risk that carries money, largest R$ first, from the same formulas as the pages.
import { describe, expect, it } from 'vitest';
import type { DemandContract, EnergyContract, Measurements } from '../model/types';
import type { ContractPosition } from './position';
import { closedMonths, energyAlerts, riskMonths, unitRisks } from './risks';

const position = (status: ContractPosition['position'], valueAtRisk: number) => ({ position: status, valueAtRisk }) as ContractPosition;

describe('energyAlerts', () => {
  const months = { demandMonth: '2026-11', month: '2026-12' };
  it('lists each risk with its amount and month, largest first, and leaves out what costs nothing', () => {
    expect(energyAlerts({ ...months, demandCharge: 693, position: position('above', 3690), reactiveCharge: 95.2 })).toEqual([
      { kind: 'above', title: 'Consumo acima do contrato', amount: 3690, month: '2026-12' },
      { kind: 'demand', title: 'Ultrapassagem de demanda', amount: 693, month: '2026-11' },
      { kind: 'powerFactor', title: 'Fator de potência abaixo de 0,92', amount: 95.2, month: '2026-12' },
    ]);
    expect(energyAlerts({ ...months, demandCharge: 0, position: position('below', 120), reactiveCharge: 0 })).toEqual([
      { kind: 'below', title: 'Consumo abaixo do contrato', amount: 120, month: '2026-12' },
    ]);
    expect(energyAlerts({ ...months, demandCharge: 0, position: position('inside', 0), reactiveCharge: 0 })).toEqual([]);
    expect(energyAlerts({ ...months, demandCharge: 0, position: null, reactiveCharge: 0 })).toEqual([]);
  });
});

describe('riskMonths', () => {
  it('names the last closed month and the month the position shows; on the 1st both are last month', () => {
    expect(riskMonths('2026-12-05')).toEqual({ lastClosed: '2026-11', current: '2026-12' });
    expect(riskMonths('2026-12-31')).toEqual({ lastClosed: '2026-12', current: '2026-12' });
    expect(riskMonths('2027-01-01')).toEqual({ lastClosed: '2026-12', current: '2027-01' });
  });
});

const series = (from: string, stepMinutes: Measurements['stepMinutes'], kwh: number[], kvarh: number[] = kwh.map(() => 0)): Measurements => ({
  physicalAssetId: 'u',
  resolution: stepMinutes === 1440 ? '1d' : stepMinutes === 60 ? '1h' : '15m',
  from,
  to: from,
  measuredUntil: '2026-12-05',
  start: `${from}T00:00:00-03:00`,
  stepMinutes,
  kwh,
  kvarh,
  maxKw: kwh.map((value) => (stepMinutes === 15 ? value * 4 : value / 4)),
});
const DEMAND: DemandContract = { physicalAssetId: 'u', contractedKw: 75, tolerance: 0.05, peakHours: { start: '18:00', end: '21:00' }, demandTariff: 38.5, reactiveTariff: 0.32, measuredFrom: '2024-12-01', measuredUntil: '2026-12-05' };

describe('unitRisks', () => {
  it("adds up a unit's risks: last month's overrun, this month's band and power factor", () => {
    const lastClosed = { ...series('2026-11-01', 1440, [500, 500]), maxKw: [60, 84] };
    // Two hours of 5 December: the second at power factor 0,8 (kvarh = 0,75 × kWh).
    const current = series('2026-12-05', 60, [100, 100], [0, 75]);
    const daily = series('2026-11-03', 1440, Array(33).fill(1000));
    const energy: EnergyContract = {
      physicalAssetId: 'u',
      measuredUntil: '2026-12-05',
      contract: { code: 'X', validFrom: '2026-01-01', validTo: '2027-12-31', flexibility: 0.1, price: 275, exposurePrice: 450, months: [{ month: '2026-12', averageMw: 0.03 }] },
    };
    const risks = unitRisks({ demand: DEMAND, energy, lastClosed, current, daily });
    expect(risks.lastClosedPeak).toEqual({ kw: 84, at: Date.parse('2026-11-02T00:00:00-03:00') });
    expect(risks.demandCharge).toBe(693);
    // 31 MWh projected against a 22,32 MWh volume: 6,448 MWh over the 24,552 ceiling, at R$ 450.
    expect(risks.position).toMatchObject({ month: '2026-12', position: 'above', measuredMwh: 5, measuredUntil: '2026-12-05' });
    expect(risks.position!.projectionMwh).toBeCloseTo(31, 9);
    expect(risks.position!.valueAtRisk).toBe(Math.round((31 - 0.03 * 744 * 1.1) * 450 * 100) / 100);
    expect(risks.reactiveCharge).toBe(Math.round(100 * (0.92 / 0.8 - 1) * 0.32 * 100) / 100);
    expect(risks.alerts.map((alert) => alert.kind)).toEqual(['above', 'demand', 'powerFactor']);
    expect(risks.alerts.map((alert) => alert.month)).toEqual(['2026-12', '2026-11', '2026-12']);
  });

  it("names the month of the larger overrun: this month's when it passes last month's", () => {
    const energy: EnergyContract = { physicalAssetId: 'u', measuredUntil: '2026-12-05', contract: null };
    const daily = series('2026-11-03', 1440, Array(33).fill(1000));
    const lastClosed = { ...series('2026-11-01', 1440, [500]), maxKw: [84] };
    const current = { ...series('2026-12-05', 60, [10]), maxKw: [90] };
    const risks = unitRisks({ demand: DEMAND, energy, lastClosed, current, daily });
    expect(risks).toMatchObject({ demandCharge: 1155, demandMonth: '2026-12', month: '2026-12' });
    expect(unitRisks({ demand: DEMAND, energy, lastClosed, current: { ...current, maxKw: [80] }, daily })).toMatchObject({ demandCharge: 693, demandMonth: '2026-11' });
  });

  it('has no position without an energy contract', () => {
    const risks = unitRisks({
      demand: DEMAND,
      energy: { physicalAssetId: 'u', measuredUntil: '2026-12-05', contract: null },
      lastClosed: series('2026-11-01', 1440, [200]),
      current: series('2026-12-05', 60, [10]),
      daily: series('2026-11-03', 1440, Array(33).fill(1000)),
    });
    expect(risks).toMatchObject({ position: null, demandCharge: 0, reactiveCharge: 0, alerts: [] });
  });
});

describe('closedMonths', () => {
  it('lists the closed months up to the last, oldest first; on the 1st the month just ended is the last', () => {
    expect(closedMonths('2026-12-05', 12)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    expect(closedMonths('2026-12-31', 2)).toEqual(['2026-11', '2026-12']);
  });
});
