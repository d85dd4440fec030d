// @vitest-environment node
// The backend's own generators checked by its own checkers; that the app's validators accept the same codes is
// test/demoPaymentCodes.test.ts (mocks/ shares no code with the app).
import { invoicesForAccount } from '../data/invoices';
import { digitableLine, dueFactor, isDigitableLine, mod10, mod11 } from './boleto';
import { crc16, hasValidCrc, pixCopyAndPaste } from './pix';

const FREE = '0000003128557202610123417';

describe('boleto generator (FEBRABAN)', () => {
  it('modulo 10 and 11 give the published digits', () => {
    // Published Bradesco line 23793.38128 60007.827136 95000.063305 9 75520000370000.
    expect([mod10('237933812'), mod10('6000782713'), mod10('9500006330')]).toEqual([8, 6, 5]);
    expect(mod11('2379755200003700003381260007827139500006330')).toBe(9);
    expect(isDigitableLine('23793381286000782713695000063305975520000370000')).toBe(true);
  });

  it('counts the due factor from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueFactor('2000-07-03')).toBe(1000);
    expect(dueFactor('2025-02-21')).toBe(9999);
    expect(dueFactor('2025-02-22')).toBe(1000);
    expect(dueFactor('2026-11-22')).toBe(1000 + 638);
  });

  it('builds 47-digit lines that carry the amount and due factor and pass both checkers', () => {
    const line = digitableLine({ bank: '001', dueDate: '2026-12-02', amount: 23_456.78, freeField: FREE });
    expect(line).toMatch(/^\d{47}$/);
    expect(line.slice(0, 4)).toBe('0019');
    expect(line.slice(33)).toBe(`${dueFactor('2026-12-02')}0002345678`);
    expect(isDigitableLine(line)).toBe(true);
    expect(isDigitableLine(line.replace(/2345678$/, '2345679'))).toBe(false);
  });
});

describe('PIX generator (BR Code, CRC16-CCITT-FALSE)', () => {
  it('CRC16 check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds a payload with the amount, the txid and a CRC both checkers accept', () => {
    const payload = pixCopyAndPaste({ key: 'k-1', amount: 1234.5, merchantName: 'AURORA', merchantCity: 'BH', txid: 'FAT1' });
    expect(payload).toContain('54071234.50');
    expect(payload).toContain('62080504FAT1');
    expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(payload.replace('1234.50', '1234.51'))).toBe(false);
  });
});

describe('demo invoices (decisions §2 and §8)', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  const invoices = invoicesForAccount('acc-mariana-souza', now, false);

  it('keeps 14 invoices, one without boleto and one without nota fiscal', () => {
    expect(invoices).toHaveLength(14);
    expect(invoices.filter((invoice) => !invoice.fileBoletoBase64)).toHaveLength(1);
    expect(invoices.filter((invoice) => !invoice.fileNFeBase64)).toHaveLength(1);
  });

  it('has one open and one overdue invoice with valid codes, the rest paid, with BRL amounts', () => {
    const unpaid = invoices.filter((invoice) => invoice.dataPagamento === null);
    expect(unpaid.map((invoice) => invoice.vencimento)).toEqual(['2026-12-02', '2026-10-18']);
    unpaid.forEach((invoice) => {
      expect(isDigitableLine(invoice.linhaDigitavel!)).toBe(true);
      expect(hasValidCrc(invoice.pixCopiaECola!)).toBe(true);
      expect(invoice.linhaDigitavel!.slice(-10)).toBe(String(Math.round(invoice.valor! * 100)).padStart(10, '0'));
    });
    const paid = invoices.filter((invoice) => invoice.dataPagamento);
    expect(paid).toHaveLength(12);
    paid.forEach((invoice) => expect(invoice.dataPagamento! <= invoice.vencimento!).toBe(true));
    invoices.forEach((invoice) => expect(invoice.valor).toBeGreaterThan(10_000));
  });
});
