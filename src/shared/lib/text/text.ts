type HighlightSegment = { text: string; match: boolean };

/** Lower-case without diacritics, so 'Relatório' and 'relatorio' compare equal. */
export function normalizeText(value: string): string {
  // NFKD also spells out compatibility forms: the ordinal in '2ª via' reads as '2a via'.
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Splits `text` into matching and non-matching segments for `query`, ignoring accents and case. */
export function highlightRanges(text: string, query: string): HighlightSegment[] {
  if (!text) return [];
  const needle = normalizeText(query.trim());
  if (!needle) return [{ text, match: false }];

  // Normalise character by character so every normalised index points back to an index in `text`.
  let haystack = '';
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const normalized = normalizeText(ch);
    haystack += normalized;
    for (let i = 0; i < normalized.length; i += 1) origin.push(index);
    index += ch.length;
  }
  origin.push(text.length);

  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
    const start = origin[at]!;
    // The match ends where the next normalised character begins, so trailing combining marks stay inside.
    const end = origin[at + needle.length]!;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
