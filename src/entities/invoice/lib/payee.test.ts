// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { payeeLine } from './payee';

// A BR Code of the Banco Central's manual (merchant 'Fulano de Tal'), CRC 1D3D.
const PIX = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('payeeLine (decisions §9)', () => {
  it("reads the name from the PIX code and formats the configured CNPJ: 'Beneficiário: <name> · CNPJ <formatted>'", () => {
    expect(payeeLine(PIX, '12345678000195')).toBe('Beneficiário: Fulano de Tal · CNPJ 12.345.678/0001-95');
    expect(payeeLine(PIX, '12.345.678/0001-95')).toBe('Beneficiário: Fulano de Tal · CNPJ 12.345.678/0001-95');
  });

  it('names no payee from a code that does not parse (a wrong CRC), or without a code', () => {
    expect(payeeLine(PIX.replace(/1D3D$/, '1D3E'), '12345678000195')).toBeNull();
    expect(payeeLine(null, '12345678000195')).toBeNull();
    expect(payeeLine('', '12345678000195')).toBeNull();
  });

  it('shows the name alone when no CNPJ is configured', () => {
    expect(payeeLine(PIX, '')).toBe('Beneficiário: Fulano de Tal');
  });
});
