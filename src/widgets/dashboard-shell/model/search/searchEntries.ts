import { isExternalPath, type NavItem, type NavSection } from '@/shared/navigation';
import { normalizeText } from '@/shared/lib/text';

/** One searchable destination: a navigation entry with its section. */
export type SearchEntry = {
  id: string;
  title: string;
  path: string;
  group: string;
  caption?: string;
  /** Words customers type for this page (not shown). */
  keywords: readonly string[];
  external: boolean;
};

export type SearchGroup = { group: string; entries: SearchEntry[] };

/** Flattens sections into entries; a parent whose path a child repeats is represented by that child. */
export const buildSearchEntries = (sections: NavSection[]): SearchEntry[] => {
  const entries: SearchEntry[] = [];
  const seen = new Set<string>();
  const push = (group: string, { title, path, keywords: words = [] }: NavItem, caption?: string) => {
    // A page's words lead to its first entry only, so one search never lists the same page twice for them.
    const keywords = seen.has(path) ? [] : words;
    seen.add(path);
    entries.push({ id: `search-${entries.length}`, title, path, group, caption, keywords, external: isExternalPath(path) });
  };
  for (const section of sections) {
    for (const item of section.items) {
      if (item.disabled) continue;
      const children = (item.children ?? []).filter((child) => !child.disabled);
      if (!children.some((child) => child.path === item.path)) push(section.subheader, item, item.caption);
      for (const child of children) push(section.subheader, child, child.caption ?? item.title);
    }
  }
  return entries;
};

/** How well an entry answers every word of the query: 3 all in the title, 2 with its keywords, 1 with its caption. */
const score = (entry: SearchEntry, words: string[]): number => {
  const title = normalizeText(entry.title);
  const named = `${title}\n${entry.keywords.map(normalizeText).join('\n')}`;
  const all = `${named}\n${normalizeText(entry.caption ?? '')}`;
  if (!words.every((word) => all.includes(word))) return 0;
  if (words.every((word) => title.includes(word))) return 3;
  return words.every((word) => named.includes(word)) ? 2 : 1;
};

/**
 * Accent- and case-insensitive match of every word of the query on the title, the keywords or the caption. The best
 * answer comes first (its section with it); otherwise sections keep their order.
 */
export const searchEntries = (entries: SearchEntry[], query: string): SearchGroup[] => {
  const words = normalizeText(query.trim()).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits = entries
    .map((entry) => ({ entry, score: score(entry, words) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score);
  const groups: SearchGroup[] = [];
  for (const { entry } of hits) {
    const group = groups.find((candidate) => candidate.group === entry.group);
    if (group) group.entries.push(entry);
    else groups.push({ group: entry.group, entries: [entry] });
  }
  return groups;
};
