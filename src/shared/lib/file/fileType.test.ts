// @vitest-environment node
import { detectFileType, extensionFromMime, fileNameWithExtension } from './fileType';

const PDF = 'JVBERi0xLjQKJcfsj6IK';
const JPEG = '/9j/4AAQSkZJRgABAQ==';
const PNG = 'iVBORw0KGgoAAAANSUhEUg==';

describe('detectFileType', () => {
  it.each([
    [PDF, 'application/pdf', 'pdf'],
    [JPEG, 'image/jpeg', 'jpg'],
    [PNG, 'image/png', 'png'],
    ['UEsDBBQAAAAI', 'application/octet-stream', 'bin'],
    ['', 'application/octet-stream', 'bin'],
  ])('detects %s', (base64, mime, extension) => {
    expect(detectFileType(base64)).toEqual({ mime, extension });
  });

  it('looks past a data URL prefix', () => {
    expect(detectFileType(`data:application/octet-stream;base64,${PDF}`)).toEqual({ mime: 'application/pdf', extension: 'pdf' });
    expect(detectFileType(`data:image/png;base64,${PNG}`).extension).toBe('png');
  });
});

describe('extensionFromMime', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['IMAGE/PNG; name=x', 'png'],
    ['text/plain', 'bin'],
    ['', 'bin'],
  ])('%s → %s', (mime, extension) => {
    expect(extensionFromMime(mime)).toBe(extension);
  });
});

describe('fileNameWithExtension', () => {
  it('adds the extension of a MIME type or a blob', () => {
    expect(fileNameWithExtension('fatura-03-2025', 'application/pdf')).toBe('fatura-03-2025.pdf');
    expect(fileNameWithExtension('boleto', new Blob(['x'], { type: 'image/png' }))).toBe('boleto.png');
    expect(fileNameWithExtension('arquivo', new Blob(['x']))).toBe('arquivo.bin');
  });

  it('does not repeat an extension the name already has', () => {
    expect(fileNameWithExtension('fatura.pdf', 'application/pdf')).toBe('fatura.pdf');
    expect(fileNameWithExtension('FOTO.JPG', 'image/jpeg')).toBe('FOTO.JPG');
  });
});
