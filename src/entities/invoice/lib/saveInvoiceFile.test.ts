import type { Invoice } from '../model/types';
import { saveInvoiceFile } from './saveInvoiceFile';

const FILES = {
  pdf: 'JVBERi0xLjQKJcfsj6IK',
  jpeg: '/9j/4AAQSkZJRgABAQ==',
  png: 'iVBORw0KGgoAAAANSUhEUg==',
  binary: 'UEsDBBQAAAAI',
};
const invoice = (fileNFeBase64: string, fileBoletoBase64: string): Invoice => ({
  mesFechamento: 3,
  createdAt: '2025-03-28T13:00:00.000Z',
  fileNFeBase64,
  fileBoletoBase64,
});

const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, original);
});

describe('saveInvoiceFile', () => {
  let saved: { blob: Blob; name: string }[];
  beforeEach(() => {
    saved = [];
    let lastBlob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:aurora/x';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
  });

  it.each([
    ['pdf', 'application/pdf', 'boleto-03-2025.pdf'],
    ['jpeg', 'image/jpeg', 'boleto-03-2025.jpg'],
    ['png', 'image/png', 'boleto-03-2025.png'],
    ['binary', 'application/octet-stream', 'boleto-03-2025.bin'],
  ] as const)('detects a %s boleto from its content and names it %s / %s', (kind, mime, name) => {
    expect(saveInvoiceFile(invoice(FILES.pdf, FILES[kind]), 'boleto')).toBe(name);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(name);
    expect(saved[0]!.blob.type).toBe(mime);
  });

  it('names the nota fiscal nota-fiscal-MM-YYYY with its detected extension', () => {
    expect(saveInvoiceFile(invoice(FILES.pdf, ''), 'nota-fiscal')).toBe('nota-fiscal-03-2025.pdf');
  });

  it('accepts a data URL prefix', () => {
    expect(saveInvoiceFile(invoice(`data:application/octet-stream;base64,${FILES.png}`, ''), 'nota-fiscal')).toBe('nota-fiscal-03-2025.png');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['not base64', '%%%não é base64%%%'],
  ])('saves nothing and returns null when the content is %s', (_, content) => {
    expect(saveInvoiceFile(invoice(FILES.pdf, content), 'boleto')).toBeNull();
    expect(saved).toHaveLength(0);
  });
});
