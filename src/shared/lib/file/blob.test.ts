import { base64ToBlob, saveBlob } from './blob';

const bytesOf = async (blob: Blob) => Array.from(new Uint8Array(await blob.arrayBuffer()));

describe('base64ToBlob', () => {
  it.each([
    ['JVBERi0xLjQ=', 'application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]],
    ['/9j/4A==', 'image/jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['iVBORw0KGgo=', 'image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['AAEC', 'application/octet-stream', [0, 1, 2]],
  ])('decodes %s as %s', async (base64, type, bytes) => {
    const blob = base64ToBlob(base64);
    expect(blob.type).toBe(type);
    expect(await bytesOf(blob)).toEqual(bytes);
  });

  it('accepts a data URL', async () => {
    const blob = base64ToBlob('data:application/pdf;base64,JVBERi0xLjQ=');
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(8);
  });
});

describe('saveBlob', () => {
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
  let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    createObjectURL = vi.fn(() => 'blob:aurora/1');
    revokeObjectURL = vi.fn();
    // jsdom implements neither function.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, original);
  });

  it('clicks a temporary download link and revokes the URL on the next tick', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
      expect(this.isConnected).toBe(true);
    });
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });

    saveBlob(blob, 'fatura.pdf');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('fatura.pdf');
    expect(clicked[0]!.href).toBe('blob:aurora/1');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();

    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:aurora/1');
  });
});
