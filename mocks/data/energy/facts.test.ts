// @vitest-environment node
// The named facts of decisions §10 for Mariana's units, on whatever day they are read: a few fixed "todays", among
// them the 1st of a month, the last day of a 31-day month and a night that is still the day before in São Paulo.
import { describe, expect, it } from 'vitest';
import { addMonths, daysInMonth, firstDayOf, lastDayOf, monthOf } from './calendar';
import { demandContract, energyContract } from './contracts';
import { measurements } from './measurements';
import { energySummary } from './summary';
import { energyUnit } from './units';

const TODAYS = ['2026-12-06T15:00:00Z', '2027-01-01T12:00:00Z', '2026-03-31T20:00:00Z', '2026-03-01T02:00:00Z', '2025-08-10T12:00:00Z'];
const unit = (id: string) => energyUnit(id)!;
const month15m = (id: string, month: string, now: Date) => measurements(unit(id), firstDayOf(month), lastDayOf(month), '15m', now);
const sorted = (values: number[]) => [...values].sort((a, b) => b - a);

/** Every hour's power factor of a month so far, with its day and hour. */
function hourlyFactors(id: string, month: string, now: Date) {
  const { kwh, kvarh } = measurements(unit(id), firstDayOf(month), lastDayOf(month), '1h', now);
  return kwh.map((energy, index) => ({
    day: `${month}-${String(Math.floor(index / 24) + 1).padStart(2, '0')}`,
    hour: index % 24,
    factor: energy / Math.hypot(energy, kvarh[index]!),
  }));
}

/** The month's consumption (MWh) against its band, read from the energy contract's MWmédio. */
function closedPosition(id: string, month: string, now: Date) {
  const averageMw = energyContract(unit(id), now).contract!.months.find((row) => row.month === month)!.averageMw;
  const volume = averageMw * daysInMonth(month) * 24;
  const { kwh } = measurements(unit(id), firstDayOf(month), lastDayOf(month), '1d', now);
  const consumed = kwh.reduce((sum, value) => sum + value, 0) / 1000;
  return consumed > volume * 1.1 ? 'above' : consumed < volume * 0.9 ? 'below' : 'inside';
}

describe.each(TODAYS)('read on %s', (iso) => {
  const now = new Date(iso);
  const today = new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
  const lastMonth = addMonths(monthOf(today), -1);
  const closedMonths = Array.from({ length: 12 }, (_, index) => addMonths(monthOf(today), index - 12));

  it('Loja Centro: 75 kW contracted; last month 84,0 kW on the 14th at 18:45 (+12,0 %, R$ 693,00), nothing else over 78,75 kW', () => {
    const contract = demandContract(unit('ua-loja-centro'), now);
    expect(contract).toMatchObject({ contractedKw: 75, tolerance: 0.05, demandTariff: 38.5, reactiveTariff: 0.32, peakHours: { start: '18:00', end: '21:00' } });
    const { maxKw, kwh } = month15m('ua-loja-centro', lastMonth, now);
    const [highest, second] = sorted(maxKw);
    expect(highest).toBe(84);
    const at = maxKw.indexOf(84);
    expect([Math.floor(at / 96) + 1, Math.floor((at % 96) / 4), (at % 4) * 15]).toEqual([14, 18, 45]);
    expect(kwh[at]).toBe(21);
    expect(second).toBeLessThanOrEqual(78.75);
    expect(((highest! / contract.contractedKw - 1) * 100).toFixed(1)).toBe('12.0');
    expect((highest! - contract.contractedKw) * 2 * contract.demandTariff).toBe(693);
  });

  it('Loja Centro: power factor never below 0,92; inside its band every closed month and this one', () => {
    const hours = [lastMonth, monthOf(today)].flatMap((month) => hourlyFactors('ua-loja-centro', month, now));
    expect(Math.min(...hours.map((hour) => hour.factor))).toBeGreaterThanOrEqual(0.92);
    expect(closedMonths.map((month) => closedPosition('ua-loja-centro', month, now))).toEqual(closedMonths.map(() => 'inside'));
    expect(energySummary(unit('ua-loja-centro'), now)).toMatchObject({ demandMaxKw: 84, contractedKw: 75, position: 'inside', alertCount: 1 });
  });

  it('Fábrica Contagem: 250 kW contracted; last month 258,0 kW (+3,2 %, within tolerance)', () => {
    expect(demandContract(unit('ua-fabrica-contagem'), now).contractedKw).toBe(250);
    const [highest] = sorted(month15m('ua-fabrica-contagem', lastMonth, now).maxKw);
    expect(highest).toBe(258);
    expect(highest).toBeLessThanOrEqual(250 * 1.05);
    expect(((258 / 250 - 1) * 100).toFixed(1)).toBe('3.2');
  });

  it('Fábrica Contagem: power factor under 0,92 from 06:00 to 07:00 of every working day (lowest 0,85), never else; above its band', () => {
    const hours = hourlyFactors('ua-fabrica-contagem', lastMonth, now);
    const isMorning = (hour: (typeof hours)[number]) => hour.hour === 6 && ![0, 6].includes(new Date(`${hour.day}T12:00:00Z`).getUTCDay());
    expect(hours.filter((hour) => hour.factor < 0.92)).toEqual(hours.filter(isMorning));
    expect(hours.filter(isMorning).length).toBeGreaterThanOrEqual(19);
    expect(Math.min(...hours.map((hour) => hour.factor)).toFixed(2)).toBe('0.85');
    expect(closedMonths.map((month) => closedPosition('ua-fabrica-contagem', month, now))).toEqual(closedMonths.map(() => 'above'));
    expect(energySummary(unit('ua-fabrica-contagem'), now)).toMatchObject({ demandMaxKw: 258, position: 'above', alertCount: 2 });
  });

  it('Depósito Betim: 60 kW contracted, never exceeded in its 24 months; no energy contract', () => {
    const betim = unit('ua-deposito-betim');
    const first = firstDayOf(addMonths(monthOf(today), -24));
    const { maxKw, kwh } = measurements(betim, first, today, '1d', now);
    expect(kwh.length).toBeGreaterThan(700);
    expect(Math.max(...maxKw)).toBeLessThanOrEqual(60);
    expect(energyContract(betim, now).contract).toBeNull();
    expect(energySummary(betim, now)).toMatchObject({ contractedKw: 60, position: null, alertCount: 0 });
  });

  it('every energy contract covers at least the last 13 months and the current one', () => {
    for (const id of ['ua-loja-centro', 'ua-fabrica-contagem', 'ua-sitio-boa-esperanca']) {
      const months = energyContract(unit(id), now).contract!.months.map((row) => row.month);
      expect(months).toEqual(expect.arrayContaining([...closedMonths, addMonths(monthOf(today), -13), monthOf(today)]));
    }
  });
});

