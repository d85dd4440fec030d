// @vitest-environment node
import { formatDate, formatMonthLabel, formatMonthYear } from './date';

describe('formatDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('formats a date-only string without a timezone shift', () => {
    // Node re-reads TZ on assignment; west of UTC, new Date('2025-03-01') is still 28 Feb locally.
    vi.stubEnv('TZ', 'America/Sao_Paulo');
    expect(new Date('2025-03-01').getDate()).toBe(28);
    expect(formatDate('2025-03-01')).toBe('01/03/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('formats Date objects and date-time strings in local time', () => {
    expect(formatDate(new Date(2025, 2, 9))).toBe('09/03/2025');
    expect(formatDate('2025-03-09T10:20:00')).toBe('09/03/2025');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatMonthLabel', () => {
  it('prints the short pt-BR month and the year', () => {
    expect(formatMonthLabel(2025, 3)).toBe('mar. de 2025');
    expect(formatMonthLabel(2024, 1)).toBe('jan. de 2024');
    expect(formatMonthLabel(2024, 12)).toBe('dez. de 2024');
  });
});

describe('formatMonthYear', () => {
  it('prints MM/YYYY', () => {
    expect(formatMonthYear(2025, 3)).toBe('03/2025');
    expect(formatMonthYear(2025, 11)).toBe('11/2025');
  });
});
