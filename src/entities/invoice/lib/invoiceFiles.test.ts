// @vitest-environment node
import type { Invoice } from '../model/types';
import {
  hasFile,
  invoiceFileBaseName,
  invoiceFileContent,
  isCardBoletoEnabled,
  isNotaFiscalEnabled,
  isTableBoletoEnabled,
} from './invoiceFiles';

const PDF = 'JVBERi0xLjQK';
const invoice = (fileNFeBase64: string | null | undefined, fileBoletoBase64: string | null | undefined): Invoice => ({
  mesFechamento: 3,
  createdAt: '2025-03-28T13:00:00.000Z',
  fileNFeBase64,
  fileBoletoBase64,
});

describe('invoice file names', () => {
  it.each([
    [3, '2025-03-28T13:00:00.000Z', 'nota-fiscal', 'nota-fiscal-03-2025'],
    [3, '2025-03-28T13:00:00.000Z', 'boleto', 'boleto-03-2025'],
    ['12', '2024-12-28T13:00:00.000Z', 'boleto', 'boleto-12-2024'],
    [1, '2026-01-05T00:30:00.000Z', 'nota-fiscal', 'nota-fiscal-01-2026'],
  ] as const)('month %j of %s, %s → %s', (mesFechamento, createdAt, kind, expected) => {
    expect(invoiceFileBaseName({ mesFechamento, createdAt }, kind)).toBe(expected);
  });
});

describe('which file a button reads', () => {
  it('hasFile is false for missing, null, empty and blank content', () => {
    expect([undefined, null, '', '  '].map(hasFile)).toEqual([false, false, false, false]);
    expect(hasFile(PDF)).toBe(true);
  });

  it('picks the nota fiscal or the boleto field', () => {
    const both = invoice('NF', 'BOLETO');
    expect(invoiceFileContent(both, 'nota-fiscal')).toBe('NF');
    expect(invoiceFileContent(both, 'boleto')).toBe('BOLETO');
    expect(invoiceFileContent(invoice(undefined, undefined), 'boleto')).toBeNull();
  });
});

describe('boleto-enable rule (spec §5)', () => {
  // Pins the spec's deliberate quirk: do not "fix" the table to read the boleto field.
  it('TABLE: the boleto button follows the NOTA FISCAL field, not the boleto field', () => {
    expect(isTableBoletoEnabled(invoice(PDF, ''))).toBe(true);
    expect(isTableBoletoEnabled(invoice('', PDF))).toBe(false);
    expect(isTableBoletoEnabled(invoice(PDF, PDF))).toBe(true);
    expect(isTableBoletoEnabled(invoice(null, null))).toBe(false);
  });

  it('CARD: the boleto button follows the boleto field', () => {
    expect(isCardBoletoEnabled(invoice(PDF, ''))).toBe(false);
    expect(isCardBoletoEnabled(invoice('', PDF))).toBe(true);
    expect(isCardBoletoEnabled(invoice(PDF, PDF))).toBe(true);
    expect(isCardBoletoEnabled(invoice(null, null))).toBe(false);
  });

  it('the nota fiscal button follows the nota fiscal field everywhere', () => {
    expect(isNotaFiscalEnabled(invoice(PDF, ''))).toBe(true);
    expect(isNotaFiscalEnabled(invoice('', PDF))).toBe(false);
  });
});
