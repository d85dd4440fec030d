// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brDateTime, monthName, peakHoursLabel, periodLabel } from './labels';

describe('the load curve’s words', () => {
  it('names the period as its heading does', () => {
    expect(periodLabel({ view: 'day', from: '2026-11-14', to: '2026-11-14' })).toBe('14/11/2026');
    expect(periodLabel({ view: 'week', from: '2026-11-09', to: '2026-11-15' })).toBe('09/11/2026 a 15/11/2026');
    expect(periodLabel({ view: 'month', from: '2026-03-01', to: '2026-03-31' })).toBe('março de 2026');
    expect(monthName('2026-12')).toBe('dezembro de 2026');
  });

  it("names the peak hours as the legend does, from the demand contract's", () => {
    expect(peakHoursLabel({ start: '18:00', end: '21:00' })).toBe('Horário de ponta 18h–21h');
    expect(peakHoursLabel({ start: '17:30', end: '20:30' })).toBe('Horário de ponta 17h30–20h30');
  });

  it('writes an instant as São Paulo reads it, whatever the time zone running it', () => {
    expect(brDateTime(Date.parse('2026-11-14T21:45:00Z'))).toBe('14/11/2026 18:45');
    expect(brDateTime(Date.parse('2026-12-01T02:30:00Z'))).toBe('30/11/2026 23:30');
  });
});
