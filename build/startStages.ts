import type { Plugin, Rolldown } from 'vite';

/**
 * The app's start comes in stages (src/app/main.tsx), each a dynamic import evaluated in a task of its own. Vite
 * preloads only what an entry imports statically, so each stage would be asked for a round trip after the one before:
 * the built index.html lists every file of the stages as a module preload (the prerendered pages take them from there)
 * and their stylesheets beside the entry's. The same files start with V8's explicit compile hint (Chrome 136+): their
 * functions are compiled on a background thread as they download, not on the main thread at their first call inside
 * the start's tasks. Route chunks are not marked: much of their code runs only when a visitor uses it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The entry and the files of its stages (its dynamic imports) with what they import, entry first. */
const startFiles = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] => {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const files = new Set<Rolldown.OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(chunk)) return;
    files.add(chunk);
    chunk.imports.forEach(visit);
  };
  if (entry) [entry.fileName, ...entry.dynamicImports].forEach(visit);
  return [...files];
};

export const startStages = (): Plugin => ({
  name: 'aurora:start-stages',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const missing = (file: string) => !html.includes(`href="/${file}"`);
      // After Vite's own tags: the stylesheets come after the entry's, in the cascade's order.
      return startFiles(bundle ?? {})
        .slice(1)
        .flatMap((chunk) => [[chunk.fileName, 'modulepreload'], ...[...(chunk.viteMetadata?.importedCss ?? [])].map((file) => [file, 'stylesheet'])])
        .filter(([file]) => missing(file!))
        .map(([file, rel]) => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
    },
  },
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      for (const chunk of startFiles(bundle)) if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
    },
  },
});
