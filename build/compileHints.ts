import type { Plugin } from 'vite';
import { chunksByFile, startStageFiles } from './startPreloads.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all its functions
 * compiled as the file is parsed, on a background thread while it downloads, instead of each one on the main thread
 * the first time it is called.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files every page runs as it starts: the entry and the start's stages (React, the router and store's
 * libraries, the app's start; src/app/main.tsx). Most of their functions run before the page answers its first tap:
 * hydration, the store, the router. Compiled lazily, each first call compiled on the main thread, inside the start's
 * tasks, which made several of them long on a phone-speed CPU (issue 17; measured in the README, "Speed"). Route and
 * library chunks are not marked: much of their code runs only when a visitor uses it.
 */
export const compileHints = (): Plugin => ({
  name: 'aurora:compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks = chunksByFile(bundle);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      for (const fileName of [entry.fileName, ...entry.imports, ...startStageFiles(entry, chunks)]) {
        const chunk = chunks.get(fileName);
        if (chunk && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  },
});
