// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatKw, formatMwh, formatPowerFactor, formatSignedPercent } from './format';
import { saoPauloTime } from './dates';

describe('energy numbers as decisions §10 writes them', () => {
  it("kW with one decimal, MWh with two, power factor with two, percentages with one and a sign", () => {
    expect(formatKw(84)).toBe('84,0 kW');
    expect(formatKw(1258.04)).toBe('1.258,0 kW');
    expect(formatMwh(22.32)).toBe('22,32 MWh');
    expect(formatMwh(96.404)).toBe('96,40 MWh');
    expect(formatPowerFactor(0.85)).toBe('0,85');
    expect(formatPowerFactor(0.849996)).toBe('0,85');
    expect(formatSignedPercent(12)).toBe('+12,0 %');
    expect(formatSignedPercent(3.2)).toBe('+3,2 %');
    expect(formatSignedPercent(-3.54)).toBe('-3,5 %');
    expect(formatSignedPercent(0.01)).toBe('0,0 %');
    expect(formatSignedPercent(-0.01)).toBe('0,0 %');
  });

  it("writes an interval's start in São Paulo time, whatever the browser's zone", () => {
    expect(saoPauloTime(Date.parse('2026-11-14T18:45:00-03:00'))).toEqual({ day: '2026-11-14', time: '18:45' });
    expect(saoPauloTime(Date.parse('2026-12-01T01:30:00Z'))).toEqual({ day: '2026-11-30', time: '22:30' });
  });
});
