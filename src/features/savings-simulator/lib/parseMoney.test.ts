import fc from 'fast-check';
import { formatBRL } from '@/shared/lib/format';
import { formatMoneyInput, parseMoney } from './parseMoney';

describe('parseMoney', () => {
  it.each([
    ['15000', 15000],
    ['15.000', 15000],
    ['15.000,50', 15000.5],
    ['15000,5', 15000.5],
    ['1.234.567,89', 1234567.89],
    ['R$ 2.500,00', 2500],
    ['R$\u00a02.500,00', 2500],
    ['1500.75', 1500.75],
    [' 8 000 ', 8000],
    ['15.000,', 15000],
  ])('%j → %d', (raw, expected) => {
    expect(parseMoney(raw)).toBe(expected);
  });

  it.each(['', 'abc', '12a', '-500', '1,2,3', '1.2.3', '15.00.0,00', '1e5'])('%j is not an amount', (raw) => {
    expect(parseMoney(raw)).toBeNaN();
  });

  it('reads back what formatBRL and the field formatter write', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (centsValue) => {
        const value = centsValue / 100;
        return parseMoney(formatBRL(value)) === value && parseMoney(formatMoneyInput(value)) === value;
      }),
    );
  });

  it('formats the field value with thousands and two decimals', () => {
    expect(formatMoneyInput(15000)).toBe('15.000,00');
  });
});
