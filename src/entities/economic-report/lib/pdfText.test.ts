// @vitest-environment node
import { pdfText } from './pdfText';

describe('pdfText', () => {
  it('keeps pt-BR text and the punctuation WinAnsiEncoding holds', () => {
    const text = 'Relatório de Economia — Geração “São João” – R$\u00a01.234,56 … 18,4% € ª º';
    expect(pdfText(text)).toBe(text);
  });

  it('composes letters written with a separate accent', () => {
    expect(pdfText('Gerac\u0327a\u0303o')).toBe('Geração');
  });

  it('drops a mark the font lacks and writes what is left as "?"', () => {
    expect(pdfText('Őrség Łódź 🌞 中')).toBe('Orség ?ódz ? ?');
  });

  it('reads any other whitespace as a space', () => {
    expect(pdfText('Loja\tCentro\u2009B')).toBe('Loja Centro B');
  });
});
