/// <reference types="vitest/config" />
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { prerender } from './build/prerender.ts';
import { securityHeaders } from './build/securityHeaders.ts';
import { previewAssets } from './build/previewAssets.ts';
import { startStages } from './build/startStages.ts';
import { themeCss } from './build/themeCss.ts';
export { securityHeaders };

// Vitest's file order, read only under Vitest (the builds have no use for Vitest's code).
const EnvironmentsTogether = process.env.VITEST ? (await import('./test/sequencer.ts')).default : undefined;

/** Unit and component tests, and those of them that replace modules with `vi.mock` (run isolated). */
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'test/**/*.test.{ts,tsx}'];
// Read under Vitest only: the dev server and the builds load this config too, and have no use for the scan.
const TEST_SOURCES = process.env.VITEST
  ? ['src', 'mocks', 'test'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((file) => `${dir}/${file.split(sep).join('/')}`)
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => ({ file, source: readFileSync(file, 'utf8') })),
    )
  : [];
const testFilesWhere = (pattern: RegExp) => TEST_SOURCES.filter(({ source }) => pattern.test(source)).map(({ file }) => file);
const MODULE_MOCKING_TESTS = testFilesWhere(/\bvi\.(mock|doMock|unmock|resetModules)\(/);
/** Tests that change the time zone: Node applies a new `TZ` in its main thread only, so these run in processes. */
const TIME_ZONE_TESTS = testFilesWhere(/\bstubEnv\(\s*'TZ'/);

/**
 * Icons from `@ant-design/icons-svg`'s SVG files, read at build time, for the antd-free screens:
 * - `import EyeIcon from '…/inline-svg/outlined/eye.svg?glyph'`: a ready glyph (shared/ui/glyph-icon's `glyph`);
 * - `import paths, { viewBox } from '…/eye.svg?shape'`: the path data and view box, to draw it another way.
 * The chunks then hold the path strings only. Not the package's ES definitions: antd's icons import those same
 * modules, so the bundler would move each icon both sides use into a chunk of its own (docs/build.md).
 */
const ICON_QUERY = /\.svg\?(glyph|shape)$/;
const GLYPH_MODULE = fileURLToPath(new URL('./src/shared/ui/glyph-icon/glyph.tsx', import.meta.url));
const antdSvgIcons = (): Plugin => ({
  name: 'aurora:antd-svg-icons',
  enforce: 'pre',
  async resolveId(source, importer) {
    const query = ICON_QUERY.exec(source)?.[1];
    if (!query) return null;
    const file = await this.resolve(source.slice(0, -query.length - 1), importer, { skipSelf: true });
    return file ? `${file.id}?${query}` : null;
  },
  load(id) {
    const query = ICON_QUERY.exec(id)?.[1];
    if (!query) return null;
    const svg = readFileSync(id.slice(0, -query.length - 1), 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
    const paths = JSON.stringify(Array.from(svg.matchAll(/<path d="([^"]+)"/g), (match) => match[1]));
    if (!viewBox || paths === '[]') this.error(`${id}: no view box or path data`);
    if (query === 'shape') return `export const viewBox = ${JSON.stringify(viewBox)};\nexport default ${paths};`;
    const ownViewBox = viewBox === '64 64 896 896' ? '' : `, ${JSON.stringify(viewBox)}`;
    return `import { glyph } from ${JSON.stringify(GLYPH_MODULE)};\nexport default /* @__PURE__ */ glyph(${paths}${ownViewBox});`;
  },
});

/**
 * The demo backend's cookie jar (msw → tough-cookie) needs a host's registrable domain, not the public-suffix list: in
 * browser builds tough-cookie's `tldts` is mocks/lib/registrableDomain.ts (reasons there; registrableDomain.test.ts
 * compares the two), which keeps about 114 KB of gzip out of the demo backend's chunk. Any other `tldts` stays real.
 */
const registrableDomainForDemoBackend = (): Plugin => ({
  name: 'aurora:demo-backend-registrable-domain',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'tldts' || !importer || !/[\\/]node_modules[\\/]tough-cookie[\\/]/.test(importer)) return null;
    return fileURLToPath(new URL('./mocks/lib/registrableDomain.ts', import.meta.url));
  },
});

/** The demo backend's service workers (public/): in the dev server and the demo build only; a production build drops them. */
const demoWorkerInDemoBuildsOnly = (demoBuild: boolean): Plugin => ({
  name: 'aurora:demo-worker-in-demo-builds-only',
  apply: () => !demoBuild,
  writeBundle: { order: 'post', handler: ({ dir }) => ['demoWorker.js', 'mockServiceWorker.js'].forEach((file) => dir && rmSync(join(dir, file), { force: true })) },
});

// The start's stages (src/app/main.tsx), each one file with its stage module (src/app/start/). What the entry imports
// statically (preload helper, task break) is a file of its own: in a stage, the entry would evaluate that stage with itself.
const ENTRY_IMPORTS = /[\\/]src[\\/]app[\\/]start[\\/]nextTask\.ts$|vite[\\/]preload-helper/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]start[\\/]react\.ts$/;
const LIBRARIES =
  /[\\/]node_modules[\\/](react-router|react-router-dom|@reduxjs[\\/]toolkit|immer|redux|redux-thunk|redux-persist|react-redux|reselect|use-sync-external-store|@standard-schema[\\/]utils)[\\/]|[\\/]src[\\/]app[\\/]start[\\/]libraries\.ts$/;
const YUP = /[\\/]node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]|[\\/]src[\\/]shared[\\/]lib[\\/]yup[\\/]/;
const ANTD_ICON = /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]/;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    antdSvgIcons(),
    themeCss(),
    ...(process.env.VITEST ? [] : [registrableDomainForDemoBackend()]),
    demoWorkerInDemoBuildsOnly(loadEnv(mode, process.cwd()).VITE_API_MOCKING === 'enabled'),
    prerender(),
    startStages(),
    previewAssets(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, headers: securityHeaders },
  build: {
    target: 'es2022',
    manifest: true, // .vite/manifest.json: scripts/size.mjs measures each route's chunks from it
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // @rc-component/form's index only attaches Field, List… to its default export: antd's form context imports
      // its FormProvider alone, which without this brought the whole form library and its validator (≈12 KB gzip)
      // to every antd screen, forms or not. Screens with a Form still use the default export, assignments kept.
      treeshake: { moduleSideEffects: [{ test: /[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // The app's start in the three stages the entry evaluates a task apart (src/app/main.tsx): React, the router
            // and the store's libraries, then bootstrap.tsx with all it imports (routes share parts of it; it loads whole).
            { name: 'start', test: ENTRY_IMPORTS, priority: 4 },
            { name: 'react', test: REACT, priority: 3 },
            { name: 'libraries', test: LIBRARIES, priority: 2 },
            { name: 'app', test: /[\\/]src[\\/]app[\\/]bootstrap\.tsx$/, priority: 1 },
            { name: 'yup', test: YUP, priority: 1, includeDependenciesRecursively: false }, // with its pt-BR messages (shared/lib/yup): set where yup loads
            // antd's icons (a module each, shared by different routes) grouped by the routes using them, groups under 8 KB
            // merged into their nearest neighbour; React and antd's icon base, all they import, stay where they are.
            { name: 'antd-icons', test: ANTD_ICON, entriesAware: true, entriesAwareMergeThreshold: 8 * 1024, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // jsdom unless a file says `// @vitest-environment node` (no DOM built; test/setup.ts loads the DOM setup only with one).
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    testTimeout: 20000,
    restoreMocks: true,
    // Files that share a worker's modules must leave no stubbed variable or global behind them.
    unstubEnvs: true,
    unstubGlobals: true,
    // A worker per core: Vitest's default in a run is cores − 1, so one test file at a time on a 2-core machine.
    maxWorkers: '100%',
    // Files of one environment one after another, so workers that share modules are reused (test/sequencer.ts).
    sequence: { sequencer: EnvironmentsTogether },
    // Worker threads, not processes: a thread is cheaper to start and to talk to (docs/speed.md has the figures).
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'time-zone', include: TIME_ZONE_TESTS, pool: 'forks' } },
      // A file that replaces modules (vi.mock) gets a fresh module graph, or the mock would miss a module an
      // earlier file loaded (or leak into a later one).
      { extends: true, test: { name: 'mocking', include: MODULE_MOCKING_TESTS, exclude: TIME_ZONE_TESTS, isolate: true } },
      // The rest share each worker's modules (React, antd and the app imported once per worker, not per file). Each file
      // still gets its own DOM; test/setup.ts resets storage, the demo backend and the rendered trees after every test.
      { extends: true, test: { name: 'shared', include: UNIT_TESTS, exclude: [...MODULE_MOCKING_TESTS, ...TIME_ZONE_TESTS], isolate: false } },
    ],
  },
}));
