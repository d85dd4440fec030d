// @vitest-environment node
import { dayjs, isOutsidePickerRange, MAX_PICKER_DATE, MIN_PICKER_DATE, previousMonth } from './dayjs';

describe('dayjs configuration', () => {
  it('uses pt-br with the weekday initials D S T Q Q S S', () => {
    expect(dayjs.locale()).toBe('pt-br');
    // 2025-03-02 is a Sunday.
    const week = Array.from({ length: 7 }, (_, i) => dayjs('2025-03-02').add(i, 'day').format('dd'));
    expect(week).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
  });

  it('keeps the rest of the pt-br locale', () => {
    expect(dayjs('2025-03-01').format('MMMM')).toBe('março');
    expect(dayjs('2025-03-03').format('dddd')).toBe('segunda-feira');
    expect(dayjs('2025-03-01').format('MMM')).toBe('mar');
  });
});

describe('picker range', () => {
  it('spans 1900-01-01 to 2099-12-31', () => {
    expect(MIN_PICKER_DATE.format('YYYY-MM-DD')).toBe('1900-01-01');
    expect(MAX_PICKER_DATE.format('YYYY-MM-DD')).toBe('2099-12-31');
  });

  it.each([
    ['1899-12-31', true],
    ['1900-01-01', false],
    ['2025-03-15', false],
    ['2099-12-31T23:59:59', false],
    ['2100-01-01', true],
  ])('isOutsidePickerRange(%s) is %s', (date, outside) => {
    expect(isOutsidePickerRange(dayjs(date))).toBe(outside);
  });
});

describe('previousMonth', () => {
  it('is the first day of the previous month at midnight', () => {
    expect(previousMonth(dayjs('2025-03-15T10:30:00')).format('YYYY-MM-DD HH:mm')).toBe('2025-02-01 00:00');
    expect(previousMonth(dayjs('2025-03-31')).format('YYYY-MM-DD')).toBe('2025-02-01');
  });

  it('goes from January to December of the previous year', () => {
    expect(previousMonth(dayjs('2025-01-10')).format('YYYY-MM-DD')).toBe('2024-12-01');
  });

  it('defaults to now', () => {
    vi.useFakeTimers({ now: new Date(2025, 0, 5, 8) });
    try {
      expect(previousMonth().format('YYYY-MM-DD')).toBe('2024-12-01');
    } finally {
      vi.useRealTimers();
    }
  });
});
