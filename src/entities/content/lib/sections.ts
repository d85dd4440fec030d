import type { CmsItem } from '../model/types';
import { byOrder } from './menu';

export type FaqEntry = { question: string; answer: string };
export type Testimonial = { quote: string; author: string; role?: string };
type SectionKind = 'faq' | 'testimonials' | 'text';

/** Spec §3: popup items are those whose title contains 'pop-up' or 'popup'. */
export const isPopupItem = (item: Pick<CmsItem, 'title'>): boolean => /pop-?up/i.test(item.title);

export const sectionItems = (items: readonly CmsItem[]): CmsItem[] => byOrder(items.filter((item) => item.slug && !isPopupItem(item)));

export const popupItems = (items: readonly CmsItem[]): CmsItem[] => byOrder(items.filter(isPopupItem));

/** The heading a visitor sees for a popup: its subtitle, or the title without the 'Pop-up' marker. */
export const popupHeading = (item: CmsItem): string =>
  item.subtitle?.trim() || item.title.replace(/pop-?up/gi, '').replace(/^[\s:–-]+|[\s:–-]+$/g, '') || item.title;

/** Blocks of text separated by blank lines. */
export const splitBlocks = (body?: string | null): string[] =>
  (body ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

/** 'Pergunta?\nResposta.' pairs separated by blank lines. */
export const parseFaq = (body?: string | null): FaqEntry[] =>
  splitBlocks(body).flatMap((block) => {
    const [question = '', ...rest] = block.split('\n');
    const answer = rest.join('\n').trim();
    return question.trim() && answer ? [{ question: question.trim(), answer }] : [];
  });

const QUOTE_MARKS = /^["“”«]+|["“”»]+$/g;

/** '“Citação.”\nNome, cargo, empresa' blocks; the author line is split at its first comma. */
export const parseTestimonials = (body?: string | null): Testimonial[] =>
  splitBlocks(body).flatMap((block) => {
    const lines = block.split('\n').map((line) => line.trim());
    const authorLine = lines.length > 1 ? (lines.pop() ?? '') : '';
    const quote = lines.join(' ').replace(QUOTE_MARKS, '').trim();
    if (!quote) return [];
    const [author = '', ...role] = authorLine.replace(/^[—–-]\s*/, '').split(',');
    return [{ quote, author: author.trim(), role: role.join(',').trim() || undefined }];
  });

const looksLikeFaq = (body?: string | null) => {
  const blocks = splitBlocks(body);
  return blocks.length > 0 && blocks.every((block) => /\?\s*\n\s*\S/.test(block));
};

const looksLikeTestimonials = (body?: string | null) => {
  const blocks = splitBlocks(body);
  return blocks.length > 0 && blocks.every((block) => /^["“«]/.test(block) && block.includes('\n'));
};

/** How a section is drawn: FAQ accordion, testimonial cards, or paragraphs. */
export const sectionKind = (item: CmsItem): SectionKind => {
  if ((/pergunta|faq|duvida/i.test(item.slug) || looksLikeFaq(item.body)) && parseFaq(item.body).length > 0) return 'faq';
  if ((/depoiment|testemunh|falam/i.test(item.slug) || looksLikeTestimonials(item.body)) && parseTestimonials(item.body).length > 0) {
    return 'testimonials';
  }
  return 'text';
};
