import type { Plugin, Rolldown } from 'vite';

/**
 * The app's start in stages (src/app/main.tsx): the entry imports React's DOM renderer, then the router and the store's
 * libraries, then the app's start, each a dynamic import, so the browser evaluates each in a task of its own. Vite
 * preloads only what an entry imports statically: without this, each stage would be requested once the one before it
 * had run, a round trip after another. So the built index.html lists every file of the stages as a module preload
 * (the prerendered pages pick them up from there) and their stylesheets beside the entry's.
 *
 * The same files start with V8's explicit compile hint (Chrome 136 and later): all their functions are compiled as
 * the file is parsed, on a background thread while it downloads, instead of each on the main thread at its first call
 * inside the start's tasks (most of their functions run before the page answers its first tap). Route chunks are not
 * marked: much of their code runs only when a visitor uses it.
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
      if (!bundle) return html;
      const stages = startFiles(bundle).slice(1);
      const missing = (file: string) => !html.includes(`href="/${file}"`);
      const scripts = stages.map((chunk) => chunk.fileName).filter(missing);
      const styles = stages.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]).filter(missing);
      const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html)?.[0];
      if (!entry) throw new Error('index.html: no entry script to preload the start beside');
      // The stylesheets after the entry's (the cascade's order), at the end of <head>.
      return html
        .replace(entry, () => [entry, ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)].join('\n    '))
        .replace('</head>', () => [...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`), '</head>'].join('\n  '));
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
