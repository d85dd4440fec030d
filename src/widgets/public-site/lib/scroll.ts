import { HEADER } from '@/shared/config';

type SectionPosition = { slug: string; top: number };

/**
 * Scroll spy rule (spec §2): a section is active once its top is within the top half of the viewport;
 * of those, the one reached last (lowest on the page). Before any is reached, the first one.
 */
export const pickActiveSection = (positions: readonly SectionPosition[], viewportHeight: number): string | null => {
  const ordered = [...positions].sort((a, b) => a.top - b.top);
  const reached = ordered.filter((position) => position.top <= viewportHeight / 2);
  return reached.at(-1)?.slug ?? ordered[0]?.slug ?? null;
};

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The section with that id, or the first section of the main area. */
const findSection = (slug?: string): HTMLElement | null =>
  slug ? document.getElementById(slug) : document.querySelector<HTMLElement>('#conteudo section[id]');

/**
 * Sections far from the screen are laid out only as they come near it (content-visibility: auto), sized meanwhile by
 * an estimate. A jump measured over estimates would land off its mark once the sections it passes are drawn, so it
 * first has every section of the main area laid out, for good.
 */
const layOutSections = () => {
  for (const section of document.querySelectorAll<HTMLElement>('#conteudo > section')) section.style.contentVisibility = 'visible';
};

/**
 * Smooth scroll to a section with the spec's 60 px offset, then moves focus there (without a second
 * scroll) so keyboard and screen-reader users continue from the section they chose.
 */
export const scrollToSection = (slug?: string): boolean => {
  const target = findSection(slug);
  if (!target) return false;
  layOutSections();
  const top = target.getBoundingClientRect().top + window.scrollY - HEADER.scrollOffset;
  window.scrollTo({ top: Math.max(top, 0), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
};

/** Waits (up to `timeoutMs`) for a section that content still being fetched will render, then scrolls to it. */
export const scrollToSectionWhenReady = (slug: string | undefined, timeoutMs = 4000): (() => void) => {
  if (scrollToSection(slug)) return () => undefined;
  const started = Date.now();
  const timer = setInterval(() => {
    if (scrollToSection(slug) || Date.now() - started > timeoutMs) clearInterval(timer);
  }, 100);
  return () => clearInterval(timer);
};
