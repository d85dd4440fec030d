import type { CmsItem, CmsMenuEntry } from '../model/types';

export type NavEntry = { title: string; slug: string };

export const byOrder = <T extends { order: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0));

/** "A Aurora Energia" → "a-aurora-energia": lower case, no accents, words joined by dashes. */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The navbar defaults of spec §2, with the configured brand in 'A {product}'. */
export const fallbackMenuTitles = (brand: string): string[] => [
  'Início',
  `A ${brand}`,
  'Energia Renovável',
  'Mercado Livre de Energia',
  'Perguntas Frequentes',
  'O que falam de nós',
];

/** Each default points at the section whose slug or title matches it, so it still scrolls somewhere real. */
export const buildFallbackMenu = (brand: string, items: readonly CmsItem[] = []): NavEntry[] =>
  fallbackMenuTitles(brand).map((title) => {
    const slug = slugify(title);
    const match = items.find((item) => item.slug === slug) ?? items.find((item) => slugify(item.title) === slug);
    return { title, slug: match?.slug ?? slug };
  });

/** The content menu ordered by `order`; the defaults when it is empty or unavailable. */
export const resolveNavMenu = (menu: readonly CmsMenuEntry[], brand: string, items: readonly CmsItem[] = []): NavEntry[] => {
  const entries = byOrder(menu.filter((entry) => entry && entry.title && entry.slug));
  return entries.length > 0 ? entries.map(({ title, slug }) => ({ title, slug })) : buildFallbackMenu(brand, items);
};
