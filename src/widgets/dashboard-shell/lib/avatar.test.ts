// @vitest-environment node
import { AVATAR_FALLBACK, AVATAR_PALETTE, avatarColor, avatarInitials, firstName } from './avatar';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('avatar initials', () => {
  it('are the first two letters of the name, upper-cased', () => {
    expect(avatarInitials('Mariana Souza')).toBe('MA');
    expect(avatarInitials('carlos lima')).toBe('CA');
    expect(avatarInitials('Beatriz Andrade Comércio')).toBe('BE');
    expect(avatarInitials('Érica')).toBe('ÉR');
  });

  it('skip spaces and punctuation, and fall back to "?"', () => {
    expect(avatarInitials('  J. Silva')).toBe('JS');
    expect(avatarInitials('A')).toBe('A');
    expect(avatarInitials('')).toBe('?');
    expect(avatarInitials(null)).toBe('?');
  });
});

describe('avatar colour', () => {
  it('depends only on the first letter, ignoring case and accents', () => {
    expect(avatarColor('Mariana Souza')).toBe(avatarColor('Marcos'));
    expect(avatarColor('mariana')).toBe(avatarColor('Mariana'));
    expect(avatarColor('Álvaro')).toBe(avatarColor('Ana'));
    expect(avatarColor('Mariana')).not.toBe(avatarColor('Carlos'));
  });

  it('is the fallback when the name has no letter', () => {
    expect(avatarColor('')).toBe(AVATAR_FALLBACK);
    expect(avatarColor(undefined)).toBe(AVATAR_FALLBACK);
  });

  it('uses the whole palette across A-Z', () => {
    const colours = new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => avatarColor(letter)));
    expect(colours.size).toBe(AVATAR_PALETTE.length);
  });

  it('keeps white initials at WCAG AA contrast on every colour', () => {
    for (const colour of [...AVATAR_PALETTE, AVATAR_FALLBACK]) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('firstName', () => {
  it('is the first word of the display name', () => {
    expect(firstName('Mariana Souza')).toBe('Mariana');
    expect(firstName('  Beatriz Andrade Comércio ')).toBe('Beatriz');
    expect(firstName('')).toBe('');
  });
});
