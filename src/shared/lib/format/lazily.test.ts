// @vitest-environment node
import { lazily } from './lazily';

describe('lazily', () => {
  it('makes the value on first use only, then hands the same one back', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('the pt-BR formatters are made when a value is first formatted, not as their modules load', async () => {
    const made = { NumberFormat: 0, DateTimeFormat: 0 };
    const counted = <K extends keyof typeof made>(name: K) =>
      new Proxy(Intl[name], {
        construct: (target, args: unknown[]) => {
          made[name] += 1;
          return Reflect.construct(target, args) as object;
        },
      });
    const real = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
    Intl.NumberFormat = counted('NumberFormat');
    Intl.DateTimeFormat = counted('DateTimeFormat');
    try {
      vi.resetModules();
      const format = await import('./index');
      await import('../csv');
      await import('@/entities/economic-report/lib/format');
      expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0 });
      expect(format.formatBRL(1234.5)).toBe('R$\u00a01.234,50');
      expect(format.formatBRL(10)).toBe('R$\u00a010,00');
      expect(made.NumberFormat).toBe(1);
      expect(format.formatMonthLabel(2026, 3)).toMatch(/^mar\.? de 2026$/);
      expect(made.DateTimeFormat).toBe(1);
    } finally {
      Intl.NumberFormat = real.NumberFormat;
      Intl.DateTimeFormat = real.DateTimeFormat;
    }
  });
});
