// @vitest-environment node
import { dailyComparisonCsv, dailyCsv, dailyCsvName, economyCsv, economyCsvName } from './csv';

const bytes = (text: string) => Array.from(new TextEncoder().encode(text));

describe('economy CSV', () => {
  it('is byte for byte the rows shown: BOM, pt-BR headers, ";" and decimal comma', () => {
    const csv = economyCsv([
      { reference: '2025-01', acr: 51234.56, acl: 40987.65, result: 10246.91 },
      { reference: '2025-02', acr: 48000, acl: 39000.5, result: 8999.5 },
    ]);
    const expected =
      '\uFEFFMês;ACR (R$);ACL (R$);Economia (R$)\r\n' + '01/2025;51234,56;40987,65;10246,91\r\n' + '02/2025;48000;39000,5;8999,5\r\n';
    expect(csv).toBe(expected);
    expect(bytes(csv).slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    // 'Mês' is UTF-8: ê is 0xC3 0xAA.
    expect(bytes(csv).slice(3, 8)).toEqual([0x4d, 0xc3, 0xaa, 0x73, 0x3b]);
  });

  it('writes only the header when there is nothing to show', () => {
    expect(economyCsv([])).toBe('\uFEFFMês;ACR (R$);ACL (R$);Economia (R$)\r\n');
  });

  it('names the file after the year, or the month in the monthly display', () => {
    expect(economyCsvName({ year: 2025, month: 3 }, false)).toBe('economia-2025');
    expect(economyCsvName({ year: 2025, month: 3 }, true)).toBe('economia-03-2025');
  });
});

describe('daily CSV', () => {
  it('writes one line per day with the full date', () => {
    const csv = dailyCsv(
      [
        { day: 1, consumed: 612.3 },
        { day: 2, consumed: 1800 },
      ],
      { year: 2025, month: 3 },
    );
    expect(csv).toBe('\uFEFFData;Consumo (kWh)\r\n01/03/2025;612,3\r\n02/03/2025;1800\r\n');
    expect(dailyCsvName({ year: 2025, month: 3 })).toBe('consumo-diario-03-2025');
  });

  it('puts the same month a year earlier beside it, leaving missing days empty', () => {
    const csv = dailyComparisonCsv(
      [
        { day: 28, consumed: 10.5 },
        { day: 1, consumed: 12 },
      ],
      [
        { day: 1, consumed: 11 },
        { day: 28, consumed: 9 },
        { day: 29, consumed: 8.25 },
      ],
      { year: 2025, month: 2 },
    );
    expect(csv).toBe(
      '\uFEFFDia;Consumo em fev. de 2025 (kWh);Consumo em fev. de 2024 (kWh)\r\n1;12;11\r\n28;10,5;9\r\n29;;8,25\r\n',
    );
  });
});
