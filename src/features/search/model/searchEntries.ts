import { isExternalPath, type NavSection } from '@/shared/navigation';
import { normalizeText } from '@/shared/lib/text';

/** One searchable destination: a navigation entry with its section. */
export type SearchEntry = {
  id: string;
  title: string;
  path: string;
  group: string;
  caption?: string;
  external: boolean;
};

export type SearchGroup = { group: string; entries: SearchEntry[] };

/** Flattens sections into entries; a parent whose path a child repeats is represented by that child. */
export const buildSearchEntries = (sections: NavSection[]): SearchEntry[] => {
  const entries: SearchEntry[] = [];
  const push = (group: string, title: string, path: string, caption?: string) =>
    entries.push({ id: `search-${entries.length}`, title, path, group, caption, external: isExternalPath(path) });
  for (const section of sections) {
    for (const item of section.items) {
      if (item.disabled) continue;
      const children = (item.children ?? []).filter((child) => !child.disabled);
      if (!children.some((child) => child.path === item.path)) push(section.subheader, item.title, item.path, item.caption);
      for (const child of children) push(section.subheader, child.title, child.path, child.caption ?? item.title);
    }
  }
  return entries;
};

/** Accent- and case-insensitive match on the title or the caption, grouped by section in order. */
export const searchEntries = (entries: SearchEntry[], query: string): SearchGroup[] => {
  const needle = normalizeText(query.trim());
  if (!needle) return [];
  const groups: SearchGroup[] = [];
  for (const entry of entries) {
    const haystack = normalizeText(`${entry.title}\n${entry.caption ?? ''}`);
    if (!haystack.includes(needle)) continue;
    const group = groups.find((candidate) => candidate.group === entry.group);
    if (group) group.entries.push(entry);
    else groups.push({ group: entry.group, entries: [entry] });
  }
  return groups;
};
