import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { nativeTokensCss } from '../src/entities/appearance/lib/nativeTokensCss';

/** `import 'virtual:aurora-native-tokens.css'` gives the antd-free kit's colours for every theme. */
export const NATIVE_TOKENS_MODULE = 'virtual:aurora-native-tokens.css';
const RESOLVED = `\0${NATIVE_TOKENS_MODULE}`;
const GENERATOR = resolve(import.meta.dirname, '../src/entities/appearance/lib/nativeTokensCss.ts');

type Generated = { css: string; sources: string[] };

/**
 * The antd-free screens' CSS variables, generated at build time from antd's design tokens
 * (src/entities/appearance/lib/nativeTokens.ts): the browser gets a small stylesheet, never antd's theme
 * code. The generator runs in Node through Vite's module runner when the stylesheet is first asked for, and
 * again after one of its sources (the palette, the antd theme) changes.
 */
export const themeCss = (): Plugin => {
  let generated: Promise<Generated> | undefined;
  let sources = new Set<string>();
  return {
    name: 'aurora:theme-css',
    resolveId: (source) => (source === NATIVE_TOKENS_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      generated ??= runnerImport<{ nativeTokensCss: typeof nativeTokensCss }>(GENERATOR).then(
        ({ module, dependencies }) => ({ css: module.nativeTokensCss(), sources: [GENERATOR, ...dependencies] }),
      );
      const result = await generated;
      sources = new Set(result.sources);
      for (const file of result.sources) this.addWatchFile(file);
      return result.css;
    },
    watchChange(id) {
      if (sources.has(id)) generated = undefined;
    },
  };
};
