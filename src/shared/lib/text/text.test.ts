// @vitest-environment node
import fc from 'fast-check';
import { highlightRanges, normalizeText } from './text';

describe('normalizeText', () => {
  it('strips diacritics and lower-cases', () => {
    expect(normalizeText('Relatório de Economia')).toBe('relatorio de economia');
    expect(normalizeText('AÇÃO Não Já')).toBe('acao nao ja');
    expect(normalizeText('')).toBe('');
  });
});

// Accented, decomposed and cased variants of a few letters, so matches are frequent.
const letters = fc.constantFrom('a', 'á', 'A', 'Á', 'a\u0301', 'c', 'ç', 'Ç', 'o', 'õ', ' ', '\u0303');

describe('highlightRanges', () => {
  it('matches regardless of accents and keeps the original text', () => {
    expect(highlightRanges('Relatório', 'relatorio')).toEqual([{ text: 'Relatório', match: true }]);
    expect(highlightRanges('Relatorio', 'RELATÓRIO')).toEqual([{ text: 'Relatorio', match: true }]);
  });

  it('splits around every occurrence', () => {
    expect(highlightRanges('Fatura e faturamento', 'fatura')).toEqual([
      { text: 'Fatura', match: true },
      { text: ' e ', match: false },
      { text: 'fatura', match: true },
      { text: 'mento', match: false },
    ]);
    expect(highlightRanges('Contrato de Adesão', 'adesao')).toEqual([
      { text: 'Contrato de ', match: false },
      { text: 'Adesão', match: true },
    ]);
  });

  it('maps back through text that is already decomposed', () => {
    const decomposed = 'Sessa\u0303o ativa';
    expect(highlightRanges(decomposed, 'sessão')).toEqual([
      { text: 'Sessa\u0303o', match: true },
      { text: ' ativa', match: false },
    ]);
    expect(highlightRanges(decomposed, 'sessa')).toEqual([
      { text: 'Sessa\u0303', match: true },
      { text: 'o ativa', match: false },
    ]);
  });

  it('returns the whole text unmatched for an empty or missing query', () => {
    expect(highlightRanges('Fatura', '')).toEqual([{ text: 'Fatura', match: false }]);
    expect(highlightRanges('Fatura', '   ')).toEqual([{ text: 'Fatura', match: false }]);
    expect(highlightRanges('Fatura', 'boleto')).toEqual([{ text: 'Fatura', match: false }]);
    expect(highlightRanges('', 'x')).toEqual([]);
  });

  it('always re-assembles the original text', () => {
    const text = 'Ação, AÇÃO e ação 🚀 ação';
    const segments = highlightRanges(text, 'acao');
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Ação', 'AÇÃO', 'ação', 'ação']);
  });

  it('re-assembles any text for any query, with matches equal to the query once normalised', () => {
    fc.assert(
      fc.property(fc.string({ unit: letters }), fc.string({ unit: letters, maxLength: 3 }), (text, query) => {
        const segments = highlightRanges(text, query);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        const needle = normalizeText(query.trim());
        for (const s of segments.filter((seg) => seg.match)) expect(normalizeText(s.text)).toBe(needle);
      }),
    );
  });
});
