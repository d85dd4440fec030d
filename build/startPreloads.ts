import type { Plugin, Rolldown } from 'vite';

/** The bundle's chunks by file name. */
export const chunksByFile = (bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> =>
  new Map(
    Object.values(bundle)
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** The files of the start's stages (the entry's dynamic imports) and what they import, the entry itself left out. */
export const startStageFiles = (entry: Rolldown.OutputChunk, chunks: ReadonlyMap<string, Rolldown.OutputChunk>): string[] => {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (fileName === entry.fileName || files.includes(fileName) || !chunks.has(fileName)) return;
    files.push(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return files;
};

/**
 * The entry imports the app's start in stages (src/app/main.tsx), each one a dynamic import, so that the browser
 * evaluates each in a task of its own. Vite preloads only what an entry imports statically: without this, each
 * stage would be requested only once the one before it had run, one round trip after another. This lists every
 * file of the stages (and what they import) as a module preload in the built index.html, beside Vite's own,
 * where the prerendered pages pick them up (build/prerender.ts) like the others; and their stylesheets beside the
 * entry's, which the prerendered pages inline like the entry's.
 */
export const startPreloads = (): Plugin => ({
  name: 'aurora:start-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const { bundle, chunk: entry } = context;
      if (!bundle || !entry) return html;
      const chunks = chunksByFile(bundle);
      const files = startStageFiles(entry, chunks);
      const missing = (href: string) => !html.includes(`href="${href}"`);
      const scripts = files
        .map((fileName) => `/${fileName}`)
        .filter(missing)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
      // Their stylesheets too, beside the entry's: Vite's loader then finds them on the page and does not wait for them.
      const styles = files
        .flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])])
        .map((file) => `/${file}`)
        .filter(missing)
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
      const script = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
      if (!script) throw new Error('index.html: no entry script to preload the start beside');
      // The stylesheets after the entry's (the cascade's order, as in one stylesheet before), at the end of <head>.
      return html
        .replace(script[0], () => [script[0], ...scripts].join('\n    '))
        .replace('</head>', () => [...styles, '</head>'].join('\n  '));
    },
  },
});
