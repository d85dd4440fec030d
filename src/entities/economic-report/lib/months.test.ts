// @vitest-environment node
import { parseReference, referenceLabel, referenceMonthYear, referenceShortLabel } from './months';

describe('report month labels', () => {
  it.each([
    ['2025-03', { year: 2025, month: 3 }],
    ['2025-12-01', { year: 2025, month: 12 }],
    ['2024-01-01T03:00:00.000Z', { year: 2024, month: 1 }],
    ['2025-13', null],
    ['março', null],
  ])('reads %s', (reference, expected) => {
    expect(parseReference(reference)).toEqual(expected);
  });

  it('labels months in pt-BR', () => {
    expect(referenceLabel('2025-03')).toBe('mar. de 2025');
    expect(referenceShortLabel('2025-03')).toBe('mar.');
    expect(referenceShortLabel('2025-05')).toBe('mai.');
    expect(referenceMonthYear('2025-03')).toBe('03/2025');
  });

  it('shows an unreadable reference as it came', () => {
    expect(referenceLabel('T1')).toBe('T1');
    expect(referenceMonthYear('T1')).toBe('T1');
  });
});
