// @vitest-environment node
import * as file from '../file';
import { buildCsv, downloadCsv } from './csv';

describe('buildCsv', () => {
  it('writes BOM, semicolons and CRLF after every line', () => {
    const csv = buildCsv(['Mês', 'Consumo (kWh)', 'Economia (R$)'], [
      ['03/2025', 1234.5, 99],
      ['04/2025', 1234.567, -0.5],
    ]);
    expect(csv).toBe('\uFEFFMês;Consumo (kWh);Economia (R$)\r\n03/2025;1234,5;99\r\n04/2025;1234,57;-0,5\r\n');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it('quotes fields with separators, quotes or line breaks and doubles inner quotes', () => {
    const csv = buildCsv(['a', 'b', 'c', 'd'], [['x;y', 'diz "oi"', 'linha 1\nlinha 2', 'cr\rlf']]);
    expect(csv).toBe('\uFEFFa;b;c;d\r\n"x;y";"diz ""oi""";"linha 1\nlinha 2";"cr\rlf"\r\n');
  });

  it('formats numbers without a thousands separator and leaves non-finite ones empty', () => {
    expect(buildCsv(['n'], [[1234567.891], [0], [-0.001], [Number.NaN], [Number.POSITIVE_INFINITY]])).toBe(
      '\uFEFFn\r\n1234567,89\r\n0\r\n0\r\n\r\n\r\n',
    );
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=HYPERLINK("https://exemplo.com";"Ver fatura")', `"'=HYPERLINK(""https://exemplo.com"";""Ver fatura"")"`],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
  ])('writes text that a spreadsheet would run as a formula inert: %j', (text, written) => {
    expect(buildCsv([text], [[text]])).toBe(`\uFEFF${written}\r\n${written}\r\n`);
  });

  it('keeps negative numbers numbers, whether given as numbers or as plain numeric text', () => {
    expect(buildCsv(['n', 't', 'u', 'v'], [[-1234.5, '-1234,5', '-1.234,56', '+55']])).toBe(
      '\uFEFFn;t;u;v\r\n-1234,5;-1234,5;-1.234,56;+55\r\n',
    );
  });

  it('leaves text alone when the characters come later, as in a unit name', () => {
    expect(buildCsv(['Unidade', 'Nota'], [['Loja 001 — São Paulo/SP', 'a=b-c+d@e']])).toBe(
      '\uFEFFUnidade;Nota\r\nLoja 001 — São Paulo/SP;a=b-c+d@e\r\n',
    );
  });

  it('keeps empty strings and a header-only table', () => {
    expect(buildCsv(['a', 'b'], [['', 'x']])).toBe('\uFEFFa;b\r\n;x\r\n');
    expect(buildCsv(['a', 'b'], [])).toBe('\uFEFFa;b\r\n');
  });
});

describe('downloadCsv', () => {
  it('saves a UTF-8 CSV blob with the BOM intact', async () => {
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    const csv = buildCsv(['Mês'], [['março']]);

    downloadCsv('relatorio-03-2025', csv);

    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('relatorio-03-2025.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });

  it('keeps a .csv name as given', () => {
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    downloadCsv('Economia.CSV', 'x');
    expect(saveBlob.mock.calls[0]![1]).toBe('Economia.CSV');
  });
});
