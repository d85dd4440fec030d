import { normalizeText } from '@/shared/lib/text';

/**
 * Avatar backgrounds: each keeps white initials at WCAG AA (4.5:1 or more) in light and dark mode.
 * A letter always maps to the same colour, so a person keeps their colour on every device.
 */
export const AVATAR_PALETTE = [
  '#1D4ED8', // blue
  '#0F766E', // teal
  '#7C3AED', // violet
  '#B91C1C', // red
  '#C2410C', // orange
  '#15803D', // green
  '#BE185D', // pink
  '#4338CA', // indigo
  '#0E7490', // cyan
] as const;

export const AVATAR_FALLBACK = '#475569';

const firstLetter = (name: string): string | undefined => normalizeText(name).match(/[a-z0-9]/)?.[0];

/** Background colour chosen from the first letter of the name (accents ignored: 'Á' is 'A'). */
export const avatarColor = (name: string | null | undefined): string => {
  const letter = firstLetter(name ?? '');
  if (!letter) return AVATAR_FALLBACK;
  return AVATAR_PALETTE[(letter.toUpperCase().charCodeAt(0) - 48) % AVATAR_PALETTE.length]!;
};

/** The first two letters of the name, upper-cased (spec §2): 'Mariana Souza' → 'MA'. */
export const avatarInitials = (name: string | null | undefined): string => {
  const letters = Array.from((name ?? '').normalize('NFC')).filter((ch) => /\p{L}/u.test(ch));
  return letters.length > 0 ? letters.slice(0, 2).join('').toLocaleUpperCase('pt-BR') : '?';
};

/** First word of the display name, for the greeting. */
export const firstName = (name: string | null | undefined): string => (name ?? '').trim().split(/\s+/)[0] ?? '';
