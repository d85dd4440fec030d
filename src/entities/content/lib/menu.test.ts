// @vitest-environment node
import { CMS_ITEMS } from '../../../../mocks/data/cms-items';
import { buildFallbackMenu, byOrder, fallbackMenuTitles, resolveNavMenu, slugify } from './menu';

describe('navbar menu', () => {
  it("falls back to the spec's six defaults, with the configured brand in 'A {product}'", () => {
    expect(fallbackMenuTitles('Aurora Energia')).toEqual([
      'Início',
      'A Aurora Energia',
      'Energia Renovável',
      'Mercado Livre de Energia',
      'Perguntas Frequentes',
      'O que falam de nós',
    ]);
    expect(fallbackMenuTitles('Sol Nascente')[1]).toBe('A Sol Nascente');
  });

  it('uses the defaults when the content menu is empty or unavailable', () => {
    const titles = resolveNavMenu([], 'Aurora Energia').map((entry) => entry.title);
    expect(titles).toEqual(fallbackMenuTitles('Aurora Energia'));
  });

  it('points each default at the section with the same slug or title, else at its own slug', () => {
    expect(buildFallbackMenu('Aurora Energia', CMS_ITEMS).map((entry) => entry.slug)).toEqual([
      'inicio',
      'a-aurora',
      'energia-renovavel',
      'mercado-livre',
      'perguntas-frequentes',
      'depoimentos',
    ]);
    expect(buildFallbackMenu('Aurora Energia').map((entry) => entry.slug)).toEqual([
      'inicio',
      'a-aurora-energia',
      'energia-renovavel',
      'mercado-livre-de-energia',
      'perguntas-frequentes',
      'o-que-falam-de-nos',
    ]);
  });

  it('lists the content menu ordered by `order`, skipping entries without title or slug', () => {
    const menu = [
      { title: 'Terceiro', slug: 'c', order: 3 },
      { title: 'Primeiro', slug: 'a', order: 1 },
      { title: '', slug: 'vazio', order: 0 },
      { title: 'Segundo', slug: 'b', order: 2 },
    ];
    expect(resolveNavMenu(menu, 'Aurora Energia')).toEqual([
      { title: 'Primeiro', slug: 'a' },
      { title: 'Segundo', slug: 'b' },
      { title: 'Terceiro', slug: 'c' },
    ]);
  });

  it('slugify drops accents and punctuation', () => {
    expect(slugify('O que falam de nós?')).toBe('o-que-falam-de-nos');
    expect(slugify('  Início ')).toBe('inicio');
  });

  it('byOrder does not mutate its input', () => {
    const list = [{ order: 2 }, { order: 1 }];
    expect(byOrder(list)).toEqual([{ order: 1 }, { order: 2 }]);
    expect(list).toEqual([{ order: 2 }, { order: 1 }]);
  });
});
