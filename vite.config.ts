/// <reference types="vitest/config" />
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { prerender } from './build/prerender.ts';
import { securityHeaders } from './build/securityHeaders.ts';
import { previewAssets } from './build/previewAssets.ts';
import { routeTable } from './build/routeTable.ts';
import { startStages } from './build/startStages.ts';
import { themeCss } from './build/themeCss.ts';
export { securityHeaders };

/**
 * Unit and component tests. `scripts/bench/`: the benchmark's statistics (`npm run bench`), a pure module tested like the app's.
 */
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'test/**/*.test.{ts,tsx}', 'scripts/bench/**/*.test.ts'];

/**
 * Icons from `@ant-design/icons-svg`'s SVG files, read at build time, for the antd-free screens: `…/eye.svg?glyph` is a
 * ready glyph (shared/ui/glyph-icon's `glyph`), `…/eye.svg?shape` its path data and view box. The chunks hold the path
 * strings only; the package's ES definitions, shared with antd's icons, would each be a chunk of its own (docs/build.md).
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

/** Library modules that browser builds swap for what the portal uses of them (docs/build.md): `tldts` for the demo
 * backend's cookie jar (a registrable domain only), G2's core for all of G2, lodash-es for lodash, no html2canvas;
 * jsPDF without what only its html() and SVG drawing load (the statement draws text and lines). */
const SWAPS: [source: RegExp, importer: RegExp, to: string][] = [
  [/^tldts$/, /[\\/]node_modules[\\/]tough-cookie[\\/]/, fileURLToPath(new URL('./mocks/lib/registrableDomain.ts', import.meta.url))],
  [/^\.\/chart$/, /[\\/]@ant-design[\\/]plots[\\/]es[\\/]core[\\/]base[\\/]index\.js$/, '\0g2-core-charts'],
  [/^lodash$/, /[\\/]node_modules[\\/]@ant-design[\\/]/, 'lodash-es'],
  [/^html2canvas$/, /[\\/]node_modules[\\/]@antv[\\/]g[\\/]/, '\0no-html2canvas'],
  [/^(html2canvas|dompurify|canvg)$/, /[\\/]node_modules[\\/]jspdf[\\/]/, '\0no-jspdf-html'],
];
const VIRTUAL: Record<string, string> = {
  '\0g2-core-charts': "import { corelib, extend, Runtime } from '@antv/g2';\nexport const Chart = extend(Runtime, corelib());",
  '\0no-html2canvas': "export default () => Promise.reject(new Error('html2canvas is not part of this build'));",
  '\0no-jspdf-html': "throw new Error('jsPDF html() and SVG are not part of this build');",
};
const swappedModules = (): Plugin => ({
  name: 'aurora:swapped-modules',
  enforce: 'pre',
  resolveId(source, importer) {
    const to = importer && SWAPS.find(([from, by]) => from.test(source) && by.test(importer))?.[2];
    return !to ? null : /^[\0/]/.test(to) ? to : this.resolve(to, importer, { skipSelf: true });
  },
  load: (id) => VIRTUAL[id] ?? null,
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
/** Small modules of the customer area's first view: shared helpers and the entities' rules and calls its panels use. */
const DASHBOARD_PARTS =
  /[\\/]src[\\/](shared[\\/]lib[\\/](format[\\/]date\.ts$|(text|file|viewport)[\\/])|shared[\\/]ui[\\/]support-link[\\/]|shared[\\/]routes[\\/]useAddressParams\.ts$|entities[\\/](physical-asset|contract)[\\/](lib|api)[\\/]|entities[\\/]economic-report[\\/]lib[\\/]months\.ts$)/;
/** The reports' shared parts (cards, totals, status chips, tables, CSV), which every report and list page draws. */
const REPORT_PARTS = /[\\/]src[\\/]shared[\\/](ui[\\/](section-card|report-section|status-chip|data-table)|lib[\\/]csv)[\\/]/;
/** Decisions §10's rules and calls: the home's 'Alertas' and both energy pages use them. */
const ENERGY_RULES = /[\\/]src[\\/]entities[\\/]energy-management[\\/](lib|api)[\\/]/;
const ANTD = /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|style|theme|config-provider|locale|button|tooltip|skeleton|spin|grid|segmented)[\\/]|@rc-component[\\/](util|motion|trigger|portal|resize-observer|segmented)[\\/]|@ant-design[\\/](cssinjs(-utils)?|fast-color|colors|icons(-svg)?[\\/]es)[\\/]|stylis[\\/]|@babel[\\/]runtime[\\/])/;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    antdSvgIcons(),
    routeTable(),
    themeCss(),
    // Unit tests keep the real tldts (registrableDomain.test.ts compares the two).
    ...(process.env.VITEST ? [] : [swappedModules()]),
    demoWorkerInDemoBuildsOnly(loadEnv(mode, process.cwd()).VITE_API_MOCKING === 'enabled'),
    prerender(),
    startStages(),
    previewAssets(),
  ],
  // `@test/`: the unit tests' helpers (test/), for the tests only.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@test': fileURLToPath(new URL('./test', import.meta.url)) } },
  server: { port: 5173, strictPort: true }, preview: { port: 4173, strictPort: true, headers: securityHeaders },
  build: {
    target: 'es2022',
    manifest: true, // .vite/manifest.json: scripts/size.mjs measures each route's chunks from it
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // @rc-component/form's index only attaches Field, List… to its default export: without this, antd's form context
      // (FormProvider alone) brought the form library and its validator (≈12 KB gzip) to every antd screen, forms or not.
      // imask's index registers every kind of mask, where the portal's (patterns, dynamic, number) need no dates, ranges,
      // enums, repeats or functions; react-imask's brings its <IMaskInput> class, where the portal uses its hook.
      treeshake: { moduleSideEffects: [{ test: /[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$|[\\/]imask[\\/]esm[\\/]masked[\\/](date|range|enum|repeat|function)\.js$|[\\/]react-imask[\\/]esm[\\/](input|mixin)\.js$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // The start's three stages (src/app/main.tsx): React; the router and store libraries; bootstrap.tsx whole.
            { name: 'start', test: ENTRY_IMPORTS, priority: 4 },
            { name: 'react', test: REACT, priority: 3 },
            { name: 'libraries', test: LIBRARIES, priority: 2 },
            { name: 'app', test: /[\\/]src[\\/]app[\\/]bootstrap\.tsx$/, priority: 1 },
            { name: 'yup', test: YUP, priority: 1, includeDependenciesRecursively: false }, // with its pt-BR messages (shared/lib/yup): set where yup loads
            // Fewer files for the customer area's first view (≤ 30): the number formatters; its small shared parts; antd's base and icons with all they import; its form controls.
            { name: 'format', test: /[\\/]src[\\/]shared[\\/]lib[\\/]format[\\/](lazily|number)\.ts$/, includeDependenciesRecursively: false }, { name: 'parts', test: /[\\/]src[\\/]shared[\\/]ui[\\/](scroll-region[\\/](?!ScrollTable)|row-button[\\/])/, includeDependenciesRecursively: false },
            // The customer area's first view in fewer files: its small shared modules and entity rules in one file, and
            // the energy rules, which 'Alertas' loads after the balance panel, in another.
            { name: 'dashboard-parts', test: DASHBOARD_PARTS, includeDependenciesRecursively: false },
            { name: 'energy-rules', test: ENERGY_RULES, includeDependenciesRecursively: false },
            { name: 'report-parts', test: REPORT_PARTS, includeDependenciesRecursively: false },
            { name: 'antd', test: ANTD }, { name: 'antd-controls', test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](input|space|switch|radio|checkbox|form[\\/]hooks)|@rc-component[\\/](input|switch|checkbox|textarea))[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    globals: true, css: false, testTimeout: 20000, restoreMocks: true,
    include: UNIT_TESTS,
    // jsdom unless a file says `// @vitest-environment node` (no DOM built; test/setup.ts loads the DOM setup only with one).
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // The chart library draws on a canvas jsdom lacks: every test gets a stand-in that records what it was given.
    alias: { '@ant-design/plots': fileURLToPath(new URL('./test/plots.tsx', import.meta.url)) },
    // A test's stubbed variables and globals do not reach the next test of its file.
    unstubEnvs: true, unstubGlobals: true,
    // Vitest's defaults otherwise: each file in a fresh module graph and window (isolate), in a child process (forks,
    // where a new TZ takes effect), so no file finds what another left. A worker per core: the default, cores − 1,
    // runs one file at a time on 2 cores.
    maxWorkers: '100%',
  },
}));
