// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasNext, hasPrevious, neighbour, periodFromAddress, periodMinutes, periodOf, previousPeriod, withView } from './period';

// The demo's measured days on 6 Dec 2026: from the 1st of the month 24 months back (a Sunday) to yesterday.
const MEASURED = { from: '2024-12-01', until: '2026-12-05' };
const address = (query: string) => periodFromAddress(new URLSearchParams(query), MEASURED);

describe('the period in the address', () => {
  it("opens on the last measured day, 'Dia', without one", () => {
    expect(address('')).toEqual({ view: 'day', date: '2026-12-05', from: '2026-12-05', to: '2026-12-05', askFrom: '2026-12-05', askTo: '2026-12-05' });
    expect(address('view=ano&date=ontem')).toMatchObject({ view: 'day', date: '2026-12-05' });
  });

  it('takes any day inside the period: a week runs Monday to Sunday, a month its calendar days', () => {
    expect(address('view=week&date=2026-11-14')).toMatchObject({ from: '2026-11-09', to: '2026-11-15', date: '2026-11-14' });
    expect(address('view=week&date=2026-11-09')).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(address('view=week&date=2026-11-15')).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(address('view=month&date=2026-02-27')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('month', '2024-02-10', { from: '2024-01-01', until: '2024-12-31' })).toMatchObject({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('asks the measurements call only for measured days, and keeps an outside day to the nearest measured one', () => {
    // The week of the first measured day starts on Monday 25 Nov 2024; the current month runs past yesterday.
    expect(address('view=week&date=2024-12-01')).toMatchObject({ from: '2024-11-25', askFrom: '2024-12-01', askTo: '2024-12-01' });
    expect(address('view=month&date=2026-12-01')).toMatchObject({ from: '2026-12-01', to: '2026-12-31', askTo: '2026-12-05' });
    expect(address('view=day&date=2030-01-01').date).toBe('2026-12-05');
    expect(address('view=month&date=2020-05-05')).toMatchObject({ date: '2024-12-01', from: '2024-12-01' });
    // Not a real day: the last measured one.
    expect(address('view=day&date=2026-02-30').date).toBe('2026-12-05');
  });
});

describe('moving between periods', () => {
  it('steps a day, a week or a month, a month keeping its day where the next one has it', () => {
    expect(neighbour(periodOf('day', '2026-11-30', MEASURED), 1, MEASURED)).toMatchObject({ from: '2026-12-01' });
    expect(neighbour(periodOf('week', '2026-11-14', MEASURED), -1, MEASURED)).toMatchObject({ date: '2026-11-07', from: '2026-11-02', to: '2026-11-08' });
    expect(neighbour(periodOf('month', '2026-01-31', MEASURED), 1, MEASURED)).toMatchObject({ date: '2026-02-28', from: '2026-02-01' });
    expect(neighbour(periodOf('month', '2026-11-14', MEASURED), 1, MEASURED)).toMatchObject({ date: '2026-12-05', to: '2026-12-31' });
  });

  it("goes neither past 'Medições até' nor before the first measured day", () => {
    expect(hasNext(periodOf('day', '2026-12-05', MEASURED), MEASURED)).toBe(false);
    expect(hasNext(periodOf('day', '2026-12-04', MEASURED), MEASURED)).toBe(true);
    expect(hasNext(periodOf('week', '2026-11-30', MEASURED), MEASURED)).toBe(false);
    expect(hasPrevious(periodOf('month', '2024-12-15', MEASURED), MEASURED)).toBe(false);
    expect(hasPrevious(periodOf('week', '2024-12-01', MEASURED), MEASURED)).toBe(false);
    expect(hasPrevious(periodOf('week', '2024-12-02', MEASURED), MEASURED)).toBe(true);
  });

  it('switches the view on the same day, and compares with the period before when it was measured', () => {
    expect(withView(periodOf('day', '2026-11-14', MEASURED), 'month', MEASURED)).toMatchObject({ view: 'month', date: '2026-11-14', from: '2026-11-01' });
    expect(previousPeriod(periodOf('month', '2026-03-31', MEASURED), MEASURED)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod(periodOf('week', '2024-12-03', MEASURED), MEASURED)).toMatchObject({ from: '2024-11-25', askFrom: '2024-12-01' });
    expect(previousPeriod(periodOf('day', '2024-12-01', MEASURED), MEASURED)).toBeNull();
  });

  it("counts a period's minutes from its first instant to its end", () => {
    expect(periodMinutes(periodOf('day', '2026-11-14', MEASURED))).toBe(1440);
    expect(periodMinutes(periodOf('week', '2026-11-14', MEASURED))).toBe(10_080);
    expect(periodMinutes(periodOf('month', '2026-11-14', MEASURED))).toBe(30 * 1440);
  });
});
