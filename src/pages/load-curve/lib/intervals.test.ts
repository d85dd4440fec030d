// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { intervalsCsv, intervalsOf } from './intervals';

const ANSWER = { start: '2026-11-14T00:00:00-03:00', stepMinutes: 15, kwh: [1.25, 21, 0.001], kvarh: [0.4, 6.123, 0], maxKw: [5, 84, 0.004] };

describe('the intervals shown', () => {
  it("are the answer's buckets with their start, kWh, kW and kvarh", () => {
    expect(intervalsOf(ANSWER)).toEqual([
      { at: Date.parse('2026-11-14T03:00:00Z'), kwh: 1.25, kw: 5, kvarh: 0.4 },
      { at: Date.parse('2026-11-14T03:15:00Z'), kwh: 21, kw: 84, kvarh: 6.123 },
      { at: Date.parse('2026-11-14T03:30:00Z'), kwh: 0.001, kw: 0.004, kvarh: 0 },
    ]);
  });

  it('make a CSV oldest first, the start in São Paulo and every value to the Wh', () => {
    const intervals = intervalsOf(ANSWER);
    expect(intervalsCsv([intervals[2]!, intervals[0]!, intervals[1]!])).toBe(
      '\uFEFFInício;kWh;kW;kvarh\r\n14/11/2026 00:00;1,250;5,000;0,400\r\n14/11/2026 00:15;21,000;84,000;6,123\r\n14/11/2026 00:30;0,001;0,004;0,000\r\n',
    );
  });
});
