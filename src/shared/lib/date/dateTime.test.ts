// @vitest-environment node
import { toDateTime } from './dateTime';

describe('toDateTime', () => {
  it('reads a date-only value as local midnight of that day, not UTC midnight', () => {
    expect(toDateTime('2024-03-10')).toBe(new Date(2024, 2, 10).getTime());
    expect(toDateTime('2024-12-31')).toBe(new Date(2024, 11, 31).getTime());
  });

  it('reads a value with a time and an offset as that instant', () => {
    expect(toDateTime('2024-03-10T12:30:00.000Z')).toBe(Date.UTC(2024, 2, 10, 12, 30));
    expect(toDateTime('2024-03-10T00:00:00-03:00')).toBe(Date.UTC(2024, 2, 10, 3));
  });

  it('is NaN for what is not a date', () => {
    expect(toDateTime('sem data')).toBeNaN();
    expect(toDateTime('')).toBeNaN();
  });
});
