// @vitest-environment node
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { formatDigitableLine, isValidDigitableLine } from './boletoLine';
import { paymentCodes } from './paymentCodes';
import type { Invoice } from '../model/types';
import { isValidPixPayload } from './pixPayload';

/** A published Bradesco example line (bank 237), checked by hand with the FEBRABAN rules. */
const PUBLISHED_LINE = '23793381286000782713695000063305975520000370000';
/** The example static PIX code of the Banco Central's "Manual de Padrões para Iniciação do PIX". */
const BCB_PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const changeDigit = (text: string, at: number) => text.slice(0, at) + String((Number(text[at]) + 1) % 10) + text.slice(at + 1);
/** The digits the line is accepted with at `at`, the rest kept: exactly one when that position is a check digit. */
const acceptedAt = (line: string, at: number) =>
  [...'0123456789'].filter((digit) => isValidDigitableLine(line.slice(0, at) + digit + line.slice(at + 1)));
/** Every 4-hex-digit tag-63 value the payload (ending in `6304`) is accepted with. */
const acceptedCrcs = (withoutCrc: string) =>
  Array.from({ length: 0x10000 }, (_, n) => n.toString(16).toUpperCase().padStart(4, '0')).filter((crc) =>
    isValidPixPayload(withoutCrc + crc),
  );

/*
 * Lines built by hand from the FEBRABAN rules, to pin the check digits without a second implementation of them.
 * Positions: field 1 = 0–8 (bank, currency, free field 1–5) and its digit 9; field 2 = 10–19, digit 20; field 3 =
 * 21–30, digit 31; the general digit 32; due factor 33–36; amount 37–46. The general digit covers the barcode
 * order 0–3, 33–46, 4–8, 10–19, 21–30 (the published line's barcode: 2379 [9] 75520000370000 3381260007827139500006330).
 */
/** All zeros: every field digit 0; the modulo-11 sum 0 gives 11, which becomes 1. */
const ZERO_LINE = `${'0'.repeat(32)}1${'0'.repeat(14)}`;
/** Field 3 ends in 1: 1×2 → field digit 10 − 2 = 8; last in the barcode, weight 2 → general digit 11 − 2 = 9. */
const ONE_LAST = `${'0'.repeat(30)}189${'0'.repeat(14)}`;
/** Field 3 ends in 6: 6×2 = 12 → 1 + 2 → field digit 7; general sum 12, remainder 1 → 10, which becomes 1. */
const SIX_LAST = `${'0'.repeat(30)}671${'0'.repeat(14)}`;
/** Field 1 ends in 5: 5×2 = 10 → 1 + 0 → field digit 9; 21st from the barcode's right, weight 6: 30 → 11 − 8 = 3. */
const FIVE_FIRST = `${'0'.repeat(8)}59${'0'.repeat(22)}3${'0'.repeat(14)}`;

describe('FEBRABAN check digits', () => {
  it('modulo 10: weights 2,1,… from the right, two-digit products summed digit by digit', () => {
    // The published line's fields 237933812, 6000782713 and 9500006330 have check digits 8, 6 and 5.
    expect([9, 20, 31].map((at) => acceptedAt(PUBLISHED_LINE, at))).toEqual([['8'], ['6'], ['5']]);
    expect(acceptedAt(ZERO_LINE, 9)).toEqual(['0']);
    expect(acceptedAt(FIVE_FIRST, 9)).toEqual(['9']); // 5×2 = 10 → 1+0 = 1 → 10 − 1 = 9
    expect(acceptedAt(ONE_LAST, 31)).toEqual(['8']);
    expect(acceptedAt(SIX_LAST, 31)).toEqual(['7']);
  });

  it('modulo 11: weights 2–9 from the right; results 10 and 11 become 1', () => {
    expect(acceptedAt(PUBLISHED_LINE, 32)).toEqual(['9']);
    expect(acceptedAt(ZERO_LINE, 32)).toEqual(['1']); // remainder 0 → 11 → 1
    expect(acceptedAt(SIX_LAST, 32)).toEqual(['1']); // remainder 1 → 10 → 1
    expect(acceptedAt(ONE_LAST, 32)).toEqual(['9']); // 1×2 = 2 → 11 − 2
    expect(acceptedAt(FIVE_FIRST, 32)).toEqual(['3']);
  });

  it('accepts the published line, with or without its printed dots and spaces', () => {
    expect(isValidDigitableLine(PUBLISHED_LINE)).toBe(true);
    expect(isValidDigitableLine('23793.38128 60007.827136 95000.063305 9 75520000370000')).toBe(true);
    for (const line of [ZERO_LINE, ONE_LAST, SIX_LAST, FIVE_FIRST]) expect(isValidDigitableLine(line)).toBe(true);
  });

  it('rejects a change in any one digit of a field or the amount, and wrong lengths', () => {
    for (const at of [0, 5, 9, 12, 20, 25, 31, 32, 35, 46]) expect(isValidDigitableLine(changeDigit(PUBLISHED_LINE, at))).toBe(false);
    expect(isValidDigitableLine(PUBLISHED_LINE.slice(1))).toBe(false);
    expect(isValidDigitableLine(`${PUBLISHED_LINE}0`)).toBe(false);
    expect(isValidDigitableLine('')).toBe(false);
    expect(isValidDigitableLine(null)).toBe(false);
  });

  it('takes only a bank slip line: not a 48-digit utility slip nor a 44-digit barcode, valid as those are', () => {
    expect(isValidDigitableLine('846100000005246100291102005460339004695895061080')).toBe(false);
    expect(isValidDigitableLine('23799755200003700003381260007827139500006330')).toBe(false);
  });

  it('prints the line in its five groups', () => {
    expect(formatDigitableLine(PUBLISHED_LINE)).toBe('23793.38128 60007.827136 95000.063305 9 75520000370000');
    expect(formatDigitableLine('23793.38128 60007.827136 95000.063305 9 75520000370000')).toBe(
      '23793.38128 60007.827136 95000.063305 9 75520000370000',
    );
  });
});

describe('PIX copy-and-paste (EMV, CRC16-CCITT-FALSE)', () => {
  it("the CRC field takes exactly one of its 65 536 values: the Banco Central's 1D3D (CRC16-CCITT-FALSE)", () => {
    expect(acceptedCrcs(BCB_PIX.slice(0, -4))).toEqual(['1D3D']);
  });

  it("accepts the Banco Central's example and reads its fields", () => {
    expect(isValidPixPayload(BCB_PIX)).toBe(true);
    expect(getPixPayloadInfo(BCB_PIX)?.merchantName).toBe('Fulano de Tal');
  });

  it('rejects a wrong CRC, an edited amount or name, a broken length and a payload without a PIX account', () => {
    expect(isValidPixPayload(BCB_PIX.replace(/1D3D$/, '1D3E'))).toBe(false);
    expect(isValidPixPayload(BCB_PIX.replace('Fulano de Tal', 'Fulano de Tel'))).toBe(false);
    expect(isValidPixPayload(BCB_PIX.replace('6008BRASILIA', '6009BRASILIA'))).toBe(false);
    // Whatever its CRC, a payload without a PIX account is refused.
    expect(acceptedCrcs('000201' + '5204000053039865802BR6304')).toEqual([]);
    expect(isValidPixPayload('')).toBe(false);
    expect(isValidPixPayload(undefined)).toBe(false);
  });
});

describe('paymentCodes: the codes an invoice can be paid with, worked out once', () => {
  const NOW = new Date(2026, 5, 15);
  const invoice = (fields: Partial<Invoice>): Invoice => ({ mesFechamento: 5, createdAt: '2026-05-31', ...fields });
  const open = { vencimento: '2026-06-20', dataPagamento: null };
  const overdue = { vencimento: '2026-06-10', dataPagamento: null };

  it('offers an open or overdue invoice its line (digits only) and its PIX code', () => {
    const line = formatDigitableLine(PUBLISHED_LINE);
    expect(paymentCodes(invoice({ ...open, linhaDigitavel: line, pixCopiaECola: BCB_PIX }), NOW)).toEqual({ line: PUBLISHED_LINE, pix: BCB_PIX });
    expect(paymentCodes(invoice({ ...overdue, pixCopiaECola: BCB_PIX }), NOW)).toEqual({ line: null, pix: BCB_PIX });
    expect(paymentCodes(invoice({ ...overdue, linhaDigitavel: PUBLISHED_LINE }), NOW)).toEqual({ line: PUBLISHED_LINE, pix: null });
  });

  it('leaves out a code whose check digits fail, and offers nothing without a usable code', () => {
    const wrongLine = changeDigit(PUBLISHED_LINE, 9);
    expect(paymentCodes(invoice({ ...open, linhaDigitavel: wrongLine, pixCopiaECola: BCB_PIX }), NOW)).toEqual({ line: null, pix: BCB_PIX });
    expect(paymentCodes(invoice({ ...open, linhaDigitavel: wrongLine, pixCopiaECola: BCB_PIX.replace(/1D3D$/, '1D3E') }), NOW)).toBeNull();
    expect(paymentCodes(invoice({ ...open }), NOW)).toBeNull();
  });

  it('offers nothing for a paid invoice, whatever its codes', () => {
    expect(paymentCodes(invoice({ vencimento: '2026-06-10', dataPagamento: '2026-06-09', linhaDigitavel: PUBLISHED_LINE, pixCopiaECola: BCB_PIX }), NOW)).toBeNull();
  });
});
