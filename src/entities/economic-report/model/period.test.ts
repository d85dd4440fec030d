// @vitest-environment node
import { dayjs } from '@/shared/lib/dayjs';
import { DEFAULT_DISPLAY_TYPE, defaultReportDates, reportRequest } from './period';

const ymd = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');

describe('report period defaults', () => {
  it('both dates default to the previous month', () => {
    const { monthly, daily } = defaultReportDates(dayjs('2025-03-15T10:00:00'));
    expect(ymd(monthly)).toBe('2025-02-01');
    expect(ymd(daily)).toBe('2025-02-01');
  });

  it('in January both go to December of the previous year', () => {
    const { monthly, daily } = defaultReportDates(dayjs('2025-01-01T00:00:00'));
    expect(ymd(monthly)).toBe('2024-12-01');
    expect(ymd(daily)).toBe('2024-12-01');
  });

  it('uses today when no date is given', () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 31, 23, 59) });
    try {
      expect(ymd(defaultReportDates().monthly)).toBe('2025-12-01');
    } finally {
      vi.useRealTimers();
    }
  });

  it("the display type defaults to 'Anual'", () => {
    expect(DEFAULT_DISPLAY_TYPE).toBe('Anual');
  });

  it('sends year and month as numbers, month 1–12', () => {
    expect(reportRequest('ua-1', dayjs('2024-12-01'))).toEqual({ assetId: 'ua-1', year: 2024, month: 12 });
    expect(reportRequest('ua-1', dayjs('2025-01-01'))).toEqual({ assetId: 'ua-1', year: 2025, month: 1 });
  });
});
