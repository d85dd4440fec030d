// @vitest-environment node
// The server's aggregation: the same energy at every resolution, and the highest 15-minute demand kept in each bucket.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measurements } from './measurements';
import { energyUnit } from './units';

const NOW = new Date('2026-12-06T15:00:00Z');
const PERIOD = ['2026-10-01', '2026-11-30'] as const;
const read = (id: string, resolution: '15m' | '1h' | '1d', [from, to]: readonly [string, string] = PERIOD) =>
  measurements(energyUnit(id)!, from, to, resolution, NOW);
/** Sums of consecutive groups of `width` values, in whole Wh (the three decimals) to stay exact. */
const groupSums = (values: number[], width: number) =>
  Array.from({ length: values.length / width }, (_, group) => values.slice(group * width, group * width + width).reduce((sum, value) => sum + Math.round(value * 1000), 0) / 1000);
const groupMax = (values: number[], width: number) =>
  Array.from({ length: values.length / width }, (_, group) => Math.max(...values.slice(group * width, group * width + width)));

describe.each(['ua-loja-centro', 'ua-fabrica-contagem', 'ua-horizonte-113'])('%s', (id) => {
  const fine = read(id, '15m');

  it('answers 15-minute buckets from the first day at 00:00 São Paulo, demand 4 × kWh, three decimals at most', () => {
    expect(fine).toMatchObject({ physicalAssetId: id, resolution: '15m', from: PERIOD[0], to: PERIOD[1], measuredUntil: '2026-12-05', start: '2026-10-01T00:00:00-03:00', stepMinutes: 15 });
    expect(fine.kwh).toHaveLength(61 * 96);
    expect(fine.maxKw).toEqual(fine.kwh.map((kwh) => Math.round(kwh * 4000) / 1000));
    expect([...fine.kwh, ...fine.kvarh].filter((value) => Math.round(value * 1000) / 1000 !== value)).toEqual([]);
    expect(fine.kvarh.every((kvarh) => kvarh > 0)).toBe(true);
  });

  it('the hourly and daily kWh and kvarh equal the sums of their 15-minute intervals', () => {
    const hourly = read(id, '1h');
    const daily = read(id, '1d');
    expect(hourly).toMatchObject({ stepMinutes: 60, start: '2026-10-01T00:00:00-03:00' });
    expect(daily).toMatchObject({ stepMinutes: 1440 });
    expect(hourly.kwh).toEqual(groupSums(fine.kwh, 4));
    expect(hourly.kvarh).toEqual(groupSums(fine.kvarh, 4));
    expect(daily.kwh).toEqual(groupSums(fine.kwh, 96));
    expect(daily.kvarh).toEqual(groupSums(fine.kvarh, 96));
  });

  it("keeps each bucket's highest 15-minute demand, so the month's peak survives any zoom", () => {
    const hourly = read(id, '1h');
    const daily = read(id, '1d');
    expect(hourly.maxKw).toEqual(groupMax(fine.maxKw, 4));
    expect(daily.maxKw).toEqual(groupMax(fine.maxKw, 96));
    expect(Math.max(...daily.maxKw)).toBe(Math.max(...fine.maxKw));
  });
});

describe('the period', () => {
  it('stops at the last measured day (yesterday in São Paulo), whatever `to` says', () => {
    const answer = read('ua-loja-centro', '1h', ['2026-12-01', '2026-12-31']);
    expect(answer).toMatchObject({ to: '2026-12-31', measuredUntil: '2026-12-05' });
    expect(answer.kwh).toHaveLength(5 * 24);
    const lateNight = measurements(energyUnit('ua-loja-centro')!, '2026-12-01', '2026-12-31', '1d', new Date('2026-12-07T02:30:00Z'));
    expect(lateNight.kwh).toHaveLength(5);
  });

  it('answers empty buckets for a period with nothing measured yet (a month on its 1st)', () => {
    const first = measurements(energyUnit('ua-loja-centro')!, '2027-01-01', '2027-01-31', '15m', new Date('2027-01-01T12:00:00Z'));
    expect(first).toMatchObject({ measuredUntil: '2026-12-31', kwh: [], kvarh: [], maxKw: [] });
  });
});

describe('the size of a month at 15 minutes (issue 50: at most 40 KB gzip)', () => {
  it.each(['ua-loja-centro', 'ua-fabrica-contagem', 'ua-horizonte-240'])('%s, a 31-day month, as nginx sends it (gzip level 6)', (id) => {
    const answer = read(id, '15m', ['2026-10-01', '2026-10-31']);
    expect(answer.kwh).toHaveLength(2976);
    expect(gzipSync(JSON.stringify(answer), { level: 6 }).length).toBeLessThanOrEqual(40 * 1024);
  });
});
