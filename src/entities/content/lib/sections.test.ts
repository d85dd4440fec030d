// @vitest-environment node
import { CMS_ITEMS } from '../../../../mocks/data/cms-items';
import { isPopupItem, parseFaq, parseTestimonials, popupHeading, popupItems, sectionItems, sectionKind, splitBlocks } from './sections';

const item = (over: Partial<Parameters<typeof sectionKind>[0]>) => ({ title: 'T', slug: 's', order: 1, ...over });

describe('CMS sections', () => {
  it("popup items are those whose title contains 'pop-up' or 'popup', in any case", () => {
    expect(isPopupItem({ title: 'Pop-up Semana da Energia' })).toBe(true);
    expect(isPopupItem({ title: 'Aviso POPUP' })).toBe(true);
    expect(isPopupItem({ title: 'Perguntas Frequentes' })).toBe(false);
  });

  it('sections are the non-popup items ordered by `order`; popups are kept apart', () => {
    const shuffled = [...CMS_ITEMS].reverse();
    expect(sectionItems(shuffled).map((i) => i.slug)).toEqual([
      'inicio',
      'a-aurora',
      'energia-renovavel',
      'mercado-livre',
      'perguntas-frequentes',
      'depoimentos',
    ]);
    expect(popupItems(shuffled).map((i) => i.slug)).toEqual(['popup-semana-energia']);
  });

  it('popup heading: the subtitle, else the title without its marker', () => {
    expect(popupHeading(item({ title: 'Pop-up Semana', subtitle: 'Semana da Energia Limpa' }))).toBe('Semana da Energia Limpa');
    expect(popupHeading(item({ title: 'Popup: Oferta de verão' }))).toBe('Oferta de verão');
  });

  it('splits blocks on blank lines, whatever the line endings', () => {
    expect(splitBlocks('Um.\r\n\r\nDois.\n  \nTrês.')).toEqual(['Um.', 'Dois.', 'Três.']);
    expect(splitBlocks(null)).toEqual([]);
  });

  it("reads the FAQ body as 'Pergunta?\\nResposta.' pairs", () => {
    expect(parseFaq('Quanto custa?\nNada.\n\nQuando?\nJá.\nHoje mesmo.\n\nSem resposta?')).toEqual([
      { question: 'Quanto custa?', answer: 'Nada.' },
      { question: 'Quando?', answer: 'Já.\nHoje mesmo.' },
    ]);
  });

  it('reads testimonials as quote plus author, role and company', () => {
    expect(parseTestimonials('“Ótimo serviço.”\nAna Lima, diretora, Loja X\n\n"Recomendo."\n— Bruno')).toEqual([
      { quote: 'Ótimo serviço.', author: 'Ana Lima', role: 'diretora, Loja X' },
      { quote: 'Recomendo.', author: 'Bruno', role: undefined },
    ]);
  });

  it('draws the demo FAQ as an accordion, the testimonials as cards and the rest as text', () => {
    const kinds = Object.fromEntries(sectionItems(CMS_ITEMS).map((i) => [i.slug, sectionKind(i)]));
    expect(kinds).toEqual({
      inicio: 'text',
      'a-aurora': 'text',
      'energia-renovavel': 'text',
      'mercado-livre': 'text',
      'perguntas-frequentes': 'faq',
      depoimentos: 'testimonials',
    });
    expect(sectionKind(item({ slug: 'duvidas', body: 'Texto corrido sem perguntas.' }))).toBe('text');
    expect(sectionKind(item({ slug: 'ajuda', body: 'Posso?\nPode.' }))).toBe('faq');
  });
});
