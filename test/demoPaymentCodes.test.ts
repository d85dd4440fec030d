// @vitest-environment node
// The app's payment-code validators accept what the demo backend generates, and refuse it changed by one digit.
// Both sides are needed, so the check lives outside mocks/ (the backend shares no code with the app it checks).
import { describe, expect, it } from 'vitest';
import { isValidDigitableLine, isValidPixPayload } from '@/entities/invoice';
import { invoicesForAccount } from '../mocks/data/invoices';
import { digitableLine } from '../mocks/lib/boleto';
import { pixCopyAndPaste } from '../mocks/lib/pix';

describe("the app's validators and the demo backend's codes", () => {
  it('agree on a generated boleto line and PIX payload', () => {
    const line = digitableLine({ bank: '001', dueDate: '2026-12-02', amount: 23_456.78, freeField: '0000003128557202610123417' });
    expect(isValidDigitableLine(line)).toBe(true);
    expect(isValidDigitableLine(line.replace(/2345678$/, '2345679'))).toBe(false);
    const payload = pixCopyAndPaste({ key: 'k-1', amount: 1234.5, merchantName: 'AURORA', merchantCity: 'BH', txid: 'FAT1' });
    expect(isValidPixPayload(payload)).toBe(true);
    expect(isValidPixPayload(payload.replace('1234.50', '1234.51'))).toBe(false);
  });

  it("accept every open invoice's codes of the demo accounts", () => {
    const unpaid = invoicesForAccount('acc-mariana-souza', new Date('2026-11-22T15:00:00Z'), false).filter((invoice) => invoice.dataPagamento === null);
    expect(unpaid.length).toBeGreaterThan(0);
    for (const invoice of unpaid) {
      expect(isValidDigitableLine(invoice.linhaDigitavel)).toBe(true);
      expect(isValidPixPayload(invoice.pixCopiaECola)).toBe(true);
    }
  });
});
