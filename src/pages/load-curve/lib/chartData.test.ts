// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { axisTicks, demandPoints, peakRanges, tickLabel } from './chartData';

const WEEK = { view: 'week', from: '2026-11-09', to: '2026-11-15' } as const;

describe('the demand chart’s data', () => {
  it('places each interval on its period, so the period before lies under the one shown', () => {
    const at = Date.parse('2026-11-14T21:45:00Z');
    expect(demandPoints([{ at, kwh: 21, kw: 84, kvarh: 6 }], WEEK, 'current')).toEqual([{ x: 5 * 1440 + 18 * 60 + 45, kw: 84, at, series: 'current' }]);
    expect(demandPoints([{ at: at - 7 * 86_400_000, kwh: 1, kw: 4, kvarh: 0 }], { from: '2026-11-02' }, 'previous')[0]!.x).toBe(5 * 1440 + 18 * 60 + 45);
  });

  it("shades every day's peak hours", () => {
    const ranges = peakRanges(WEEK, { start: '18:00', end: '21:00' });
    expect(ranges).toHaveLength(7);
    expect(ranges[0]).toEqual([1080, 1260]);
    expect(ranges[6]).toEqual([6 * 1440 + 1080, 6 * 1440 + 1260]);
  });

  it('gives a phone fewer ticks, none needing a rotated label', () => {
    expect(axisTicks({ view: 'day', from: '2026-11-14', to: '2026-11-14' }, false)).toEqual([0, 180, 360, 540, 720, 900, 1080, 1260, 1440]);
    expect(axisTicks({ view: 'day', from: '2026-11-14', to: '2026-11-14' }, true)).toEqual([0, 360, 720, 1080, 1440]);
    expect(axisTicks(WEEK, false)).toHaveLength(7);
    expect(axisTicks({ view: 'month', from: '2026-11-01', to: '2026-11-30' }, true)).toEqual([0, 14_400, 28_800]);
    expect(tickLabel({ view: 'day', from: '2026-11-14' }, 1080, false)).toBe('18h');
    expect(tickLabel({ view: 'day', from: '2026-11-14' }, 1440, false)).toBe('24h');
    expect(tickLabel(WEEK, 1440 * 5, false)).toBe('sáb 14/11');
    expect(tickLabel(WEEK, 1440 * 5, true)).toBe('sáb');
    expect(tickLabel({ view: 'month', from: '2026-11-01' }, 1440 * 4, false)).toBe('05/11');
  });
});
