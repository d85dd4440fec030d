// @vitest-environment node
import { barcodeOfLine, febrabanMod10, febrabanMod11, formatDigitableLine, isValidDigitableLine } from './boletoLine';
import { crc16CcittFalse, isValidPixPayload, parseEmv } from './pixPayload';

/** A published Bradesco example line (bank 237), checked by hand with the FEBRABAN rules. */
const PUBLISHED_LINE = '23793381286000782713695000063305975520000370000';
/** The example static PIX code of the Banco Central's "Manual de Padrões para Iniciação do PIX". */
const BCB_PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const changeDigit = (text: string, at: number) => text.slice(0, at) + String((Number(text[at]) + 1) % 10) + text.slice(at + 1);

describe('FEBRABAN check digits', () => {
  it('modulo 10: weights 2,1,… from the right, two-digit products summed digit by digit', () => {
    // The published line's first field is 237933812 with check digit 8.
    expect(febrabanMod10('237933812')).toBe(8);
    expect(febrabanMod10('0')).toBe(0);
    expect(febrabanMod10('5')).toBe(9); // 5×2 = 10 → 1+0 = 1 → 10 − 1 = 9
  });

  it('modulo 11: weights 2–9 from the right; results 0, 10 and 11 become 1', () => {
    expect(febrabanMod11('0000000000000000000000000000000000000000000')).toBe(1); // remainder 0 → 11 → 1
    expect(febrabanMod11('1')).toBe(9); // 1×2 = 2 → 11 − 2
  });

  it('accepts the published line, with or without its printed dots and spaces', () => {
    expect(isValidDigitableLine(PUBLISHED_LINE)).toBe(true);
    expect(isValidDigitableLine('23793.38128 60007.827136 95000.063305 9 75520000370000')).toBe(true);
    expect(barcodeOfLine(PUBLISHED_LINE)).toBe('23799755200003700003381260007827139500006330');
  });

  it('rejects a change in any one digit of a field or the amount, and wrong lengths', () => {
    for (const at of [0, 5, 9, 12, 20, 25, 31, 32, 35, 46]) expect(isValidDigitableLine(changeDigit(PUBLISHED_LINE, at))).toBe(false);
    expect(isValidDigitableLine(PUBLISHED_LINE.slice(1))).toBe(false);
    expect(isValidDigitableLine(`${PUBLISHED_LINE}0`)).toBe(false);
    expect(isValidDigitableLine('')).toBe(false);
    expect(isValidDigitableLine(null)).toBe(false);
  });

  it('prints the line in its five groups', () => {
    expect(formatDigitableLine(PUBLISHED_LINE)).toBe('23793.38128 60007.827136 95000.063305 9 75520000370000');
  });
});

describe('PIX copy-and-paste (EMV, CRC16-CCITT-FALSE)', () => {
  it('CRC16-CCITT-FALSE of "123456789" is 0x29B1 (the standard check value)', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it("accepts the Banco Central's example and reads its fields", () => {
    expect(isValidPixPayload(BCB_PIX)).toBe(true);
    expect(parseEmv(BCB_PIX)?.get('59')).toBe('Fulano de Tal');
  });

  it('rejects a wrong CRC, an edited amount or name, a broken length and a payload without a PIX account', () => {
    expect(isValidPixPayload(BCB_PIX.replace(/1D3D$/, '1D3E'))).toBe(false);
    expect(isValidPixPayload(BCB_PIX.replace('Fulano de Tal', 'Fulano de Tel'))).toBe(false);
    expect(isValidPixPayload(BCB_PIX.replace('6008BRASILIA', '6009BRASILIA'))).toBe(false);
    const noPix = '000201' + '5204000053039865802BR6304';
    expect(isValidPixPayload(noPix + crc16CcittFalse(noPix).toString(16).toUpperCase().padStart(4, '0'))).toBe(false);
    expect(isValidPixPayload('')).toBe(false);
    expect(isValidPixPayload(undefined)).toBe(false);
  });
});
