// @vitest-environment node
// The measurements agree with the daily consumption report, and look like the unit they belong to.
import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../accounts';
import { HORIZONTE_UNITS } from '../horizonte';
import { buildEconomicReport } from '../report';
import { addMonths, daysInMonth, firstDayOf, lastDayOf } from './calendar';
import { measurements } from './measurements';
import { energyUnit } from './units';

const NOW = new Date('2026-12-06T15:00:00Z');
const DEMO_UNITS = SEED_ACCOUNTS.filter((account) => account.id !== 'acc-rede-horizonte').flatMap((account) => account.assets);
/** Every 20th store: 12 of the 240. */
const STORE_SAMPLE = HORIZONTE_UNITS.filter((store) => store.number % 20 === 7).map((store) => store.id);

/** The month's 15-minute kWh added up per day, to the Wh. */
function dailySums(id: string, month: string): number[] {
  const { kwh } = measurements(energyUnit(id)!, firstDayOf(month), lastDayOf(month), '15m', NOW);
  return Array.from({ length: kwh.length / 96 }, (_, day) => kwh.slice(day * 96, day * 96 + 96).reduce((sum, value) => sum + value * 1000, 0) / 1000);
}

function reportOf(id: string, month: string): number[] {
  const profile = energyUnit(id)!.profile;
  const report = buildEconomicReport({ companyId: 'x', assetId: id, year: Number(month.slice(0, 4)), month: Number(month.slice(5)), profile });
  return report.energyBalance.dailyConsumptionChart.map((row) => row.consumed);
}

/** Days whose intervals do not add up to the report's value to the Wh (the rule asks 0,1 kWh; they add up exactly). */
function daysOff(id: string, month: string): string[] {
  const sums = dailySums(id, month);
  return reportOf(id, month)
    .slice(0, sums.length)
    .flatMap((consumed, day) => (Math.abs(sums[day]! - consumed) < 0.0005 ? [] : [`${month}-${day + 1}: ${sums[day]} ≠ ${consumed}`]));
}

describe("a day's 15-minute kWh add up to the daily consumption report's value", () => {
  it.each(DEMO_UNITS.map((asset) => [asset.name, asset.id]))('%s, every day of its 24 months and this one', (_name, id) => {
    const months = Array.from({ length: 25 }, (_, index) => addMonths('2026-12', index - 24));
    expect(months.flatMap((month) => daysOff(id, month))).toEqual([]);
    expect(months.map((month) => dailySums(id, month).length)).toEqual([...months.slice(0, -1).map(daysInMonth), 5]);
  });

  it('a sample of Horizonte stores, every day of the last six months', () => {
    const months = Array.from({ length: 6 }, (_, index) => addMonths('2026-12', index - 6));
    expect(STORE_SAMPLE.flatMap((id) => months.flatMap((month) => daysOff(id, month)))).toEqual([]);
  });
});

/** Mean kWh per interval of the hours [from, to) over a month's days of one kind (0 = Sunday … 6 = Saturday). */
function hoursMean(id: string, month: string, [from, to]: [number, number], weekDays: number[]): number {
  const { kwh } = measurements(energyUnit(id)!, firstDayOf(month), lastDayOf(month), '15m', NOW);
  const values: number[] = [];
  for (let day = 0; day < kwh.length / 96; day += 1) {
    if (!weekDays.includes(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, day + 1)).getUTCDay())) continue;
    values.push(...kwh.slice(day * 96 + from * 4, day * 96 + to * 4));
  }
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

describe('profiles: each unit looks like what it is (decisions §10)', () => {
  const WORKING = [1, 2, 3, 4, 5];
  it('a shop: open from 08h to 22h, busiest in the evening, refrigeration alone at night', () => {
    const day = hoursMean('ua-loja-centro', '2026-10', [10, 18], WORKING);
    expect(day).toBeGreaterThan(3 * hoursMean('ua-loja-centro', '2026-10', [0, 5], WORKING));
    expect(hoursMean('ua-loja-centro', '2026-10', [18, 21], WORKING)).toBeGreaterThan(day);
  });

  it("a factory: two shifts on working days, one on Saturdays, little on Sundays", () => {
    const shifts = hoursMean('ua-fabrica-contagem', '2026-10', [6, 22], WORKING);
    expect(shifts).toBeGreaterThan(2.5 * hoursMean('ua-fabrica-contagem', '2026-10', [0, 5], WORKING));
    expect(hoursMean('ua-fabrica-contagem', '2026-10', [6, 14], [6])).toBeGreaterThan(2 * hoursMean('ua-fabrica-contagem', '2026-10', [16, 22], [6]));
  });

  it('a warehouse: day work, and its lights on all night', () => {
    const night = hoursMean('ua-deposito-betim', '2026-10', [19, 24], WORKING);
    expect(hoursMean('ua-deposito-betim', '2026-10', [8, 16], WORKING)).toBeGreaterThan(1.8 * night);
    expect(night).toBeGreaterThan(1.5 * hoursMean('ua-deposito-betim', '2026-10', [8, 16], [0]));
  });

  it('a farm: irrigation at night, milking at dawn and late afternoon', () => {
    const night = hoursMean('ua-sitio-boa-esperanca', '2026-10', [0, 5], [0, 1, 2, 3, 4, 5, 6]);
    expect(night).toBeGreaterThan(2.5 * hoursMean('ua-sitio-boa-esperanca', '2026-10', [8, 16], [0, 1, 2, 3, 4, 5, 6]));
  });
});
