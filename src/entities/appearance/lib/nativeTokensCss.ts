import type { ThemeSettings } from './theme';
import { auroraTokenValues, NATIVE_TOKEN_SOURCES, nativeTokenValues, THEME_VARIANTS } from './nativeTokens';

/** The attribute on <html> that mirrors each setting (app/providers/DocumentSettings). */
const ATTRIBUTES = { themeMode: 'data-theme', themeContrast: 'data-contrast', themeColorPresets: 'data-preset' } as const;
type Dimension = keyof typeof ATTRIBUTES;
const DIMENSIONS = Object.keys(ATTRIBUTES) as Dimension[];

/** Every non-empty set of dimensions, fewest first: a rule's specificity grows with its attribute count. */
const DIMENSION_SETS: Dimension[][] = [1, 2, 3].flatMap((size) => combinations(DIMENSIONS, size));

function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) => combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * The kit's and the `--aurora-*` variables for every theme as one stylesheet: the default theme on :root (it also holds before the
 * settings reach <html>), then, from the least to the most specific selector, only what a group of themes
 * sharing those settings changes. Each rule is written only where all the themes it matches agree, so the
 * cascade gives every theme exactly its own values (nativeTokensCss.test.ts checks all 24). A variable with the
 * same source as an earlier one is written once, on :root, as that one (`--auth-bg: var(--field-bg)`).
 */
export const nativeTokensCss = (): string => {
  const themes = THEME_VARIANTS.map((settings) => {
    const wanted: Record<string, string> = { ...nativeTokenValues(settings), ...auroraTokenValues(settings) };
    return { settings, wanted };
  });
  const base = themes[0]!.wanted;
  const firstWithSource = new Map<string, string>();
  const aliases = new Map<string, string>();
  for (const [name, source] of Object.entries(NATIVE_TOKEN_SOURCES) as [string, object][]) {
    const key = JSON.stringify(source);
    const first = firstWithSource.get(key);
    if (first) aliases.set(name, first);
    else firstWithSource.set(key, name);
  }
  const names = Object.keys(base).filter((name) => !aliases.has(name));
  const current = themes.map(() => ({ ...base }));
  const root = Object.entries(base).map(([name, value]): [string, string] => {
    const alias = aliases.get(name);
    return [name, alias ? `var(${alias})` : value];
  });
  const rules = [`:root {${declarations(root)}}`];

  for (const dimensions of DIMENSION_SETS) {
    const choices = uniqueChoices(dimensions);
    for (const choice of choices) {
      const matched = themes.flatMap((theme, index) => (dimensions.every((d) => theme.settings[d] === choice[d]) ? [index] : []));
      const changes = names.flatMap((name): [string, string][] => {
        const value = themes[matched[0]!]!.wanted[name]!;
        const agreed = matched.every((index) => themes[index]!.wanted[name] === value);
        const needed = matched.some((index) => current[index]![name] !== value);
        return agreed && needed ? [[name, value]] : [];
      });
      if (!changes.length) continue;
      for (const index of matched) for (const [name, value] of changes) current[index]![name] = value;
      const selector = dimensions.map((d) => `[${ATTRIBUTES[d]}='${choice[d]}']`).join('');
      rules.push(`html${selector} {${declarations(changes)}}`);
    }
  }
  return `/* Generated from antd's design tokens (src/entities/appearance/lib/nativeTokens.ts): do not edit. */\n${rules.join('\n')}\n`;
};

const declarations = (entries: [string, string][]) => entries.map(([name, value]) => ` ${name}: ${value};`).join('') + ' ';

/** The distinct values the given settings take across the themes, in the themes' order. */
const uniqueChoices = (dimensions: Dimension[]): Partial<ThemeSettings>[] => {
  const seen = new Map<string, Partial<ThemeSettings>>();
  for (const settings of THEME_VARIANTS) {
    const choice = Object.fromEntries(dimensions.map((d) => [d, settings[d]])) as Partial<ThemeSettings>;
    seen.set(JSON.stringify(choice), choice);
  }
  return [...seen.values()];
};
