/**
 * The PDF's standard fonts (Helvetica) draw WinAnsiEncoding: Latin-1 and the 27 characters below (Windows-1252's
 * 0x80-0x9F: '—', '–', '…', '“', '€'…). pt-BR text fits in it. Anything else from the backend (a unit named with
 * 'ő', 'ł' or an emoji) would be drawn and read as another character: a letter whose mark is outside loses the mark
 * ('ő' → 'o'), anything else becomes '?', so what is searched or read aloud is what is drawn.
 */
const WINDOWS_1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const drawable = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.includes(character);
};

/** `text` in characters the standard fonts draw (NFC first; whitespace of any kind as a space, NBSP kept). */
export function pdfText(text: string): string {
  return Array.from(text.normalize('NFC'), (character) => {
    if (drawable(character)) return character;
    if (/\s/.test(character)) return ' ';
    const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
    return base.length > 0 && Array.from(base).every(drawable) ? base : '?';
  }).join('');
}
