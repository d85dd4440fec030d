// @vitest-environment node
import fc from 'fast-check';
import { formatBRL, formatKWh, formatNumber, formatPercent } from './number';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it('formats reais with the non-breaking space Intl emits', () => {
    expect(formatBRL(1234.5)).toBe(`R$${NBSP}1.234,50`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(1_000_000)).toBe(`R$${NBSP}1.000.000,00`);
  });

  it('keeps the sign for negatives but never shows a negative zero', () => {
    expect(formatBRL(-1234.5)).toBe(`-R$${NBSP}1.234,50`);
    expect(formatBRL(-0.001)).toBe(`R$${NBSP}0,00`);
  });
});

describe('formatNumber', () => {
  it('uses pt-BR separators', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,891');
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(1234.5, 0)).toBe('1.235');
  });
});

describe('formatKWh', () => {
  it('appends kWh with at most two decimals', () => {
    expect(formatKWh(1234.5)).toBe('1.234,5 kWh');
    expect(formatKWh(1234.567)).toBe('1.234,57 kWh');
    expect(formatKWh(0)).toBe('0 kWh');
  });
});

describe('formatPercent', () => {
  it('takes percentage points and prints two decimals', () => {
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(7)).toBe('7,00%');
    expect(formatPercent(-3.5)).toBe('-3,50%');
    expect(formatPercent(1234.5)).toBe('1.234,50%');
  });
});

describe('formatNumber on whole numbers (written without Intl)', () => {
  it('gives exactly what Intl gives in pt-BR, for every safe integer and 0 to 3 decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger(), fc.constantFrom(0, -0, 999, 1000, -1000, 999_999)),
        fc.integer({ min: 0, max: 3 }),
        (value, digits) => {
          const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: 'negative' });
          expect(formatNumber(value, digits)).toBe(intl.format(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('makes no Intl formatter for them', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(formatNumber(1000, 2)).toBe('1.000,00');
    expect(formatNumber(-25, 0)).toBe('-25');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('still rounds fractions as Intl does', () => {
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(-0.001, 2)).toBe('0,00');
    expect(formatNumber(2.5, 0)).toBe('3');
  });
});
