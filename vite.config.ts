/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Security headers the portal is served with (also written in deploy/nginx.conf). */
export const securityHeaders = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * `import shape from '@ant-design/icons-svg/inline-svg/outlined/bank.svg?shape'`: that icon's view box and path
 * data, read from the package's file at build time (shared/ui/glyph-icon draws them for the antd-free screens).
 * Not its ES definitions: antd's icons import those same modules, so the bundler moves each icon both sides use
 * into a chunk of its own (measured: 10 more requests and +3.2 KB of gzip on the home page).
 */
const svgShapes = (): Plugin => ({
  name: 'aurora:svg-shape',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith('.svg?shape')) return null;
    const file = await this.resolve(source.slice(0, -'?shape'.length), importer, { skipSelf: true });
    return file ? `${file.id}?shape` : null;
  },
  load(id) {
    if (!id.endsWith('.svg?shape')) return null;
    const svg = readFileSync(id.slice(0, -'?shape'.length), 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
    const paths = Array.from(svg.matchAll(/<path d="([^"]+)"/g), (match) => match[1]);
    if (!viewBox || paths.length === 0) this.error(`${id}: no view box or path data`);
    return `export default ${JSON.stringify({ viewBox, paths })};`;
  },
});

/**
 * The demo backend's cookie jar (msw → tough-cookie) needs a host's registrable domain, not the public-suffix
 * list: in browser builds tough-cookie's `tldts` is mocks/lib/registrableDomain.ts, which keeps ≈114 KB of gzip
 * out of the demo-backend chunk (reasons in that file). Only tough-cookie's import is replaced, so any other
 * `tldts` stays the real one; unit tests keep it too, and registrableDomain.test.ts compares the two.
 */
const registrableDomainForDemoBackend = (): Plugin => ({
  name: 'aurora:demo-backend-registrable-domain',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'tldts' || !importer || !/[\\/]node_modules[\\/]tough-cookie[\\/]/.test(importer)) return null;
    return fileURLToPath(new URL('./mocks/lib/registrableDomain.ts', import.meta.url));
  },
});

/**
 * The dashboard's first view (scripts/size.mjs: the shell layout and the home page) uses a dozen antd icons,
 * each a chunk of 0.5-1.6 KB of its own, because each is shared by a different set of routes. Those reachable
 * from the first view go into one chunk: fewer requests on a phone (issue 17), and fewer file names in the
 * entry's preload map. Other modules keep the automatic chunking; the public site and the login use no antd icon.
 */
const DASHBOARD_FIRST_VIEW = ['src/widgets/dashboard-shell/index.ts', 'src/pages/dashboard-home/index.ts'];
const ANTD_ICON = /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]/;
type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
let dashboardFirstView: Set<string> | undefined;
const staticImportsOf = (roots: string[], graph: ModuleGraph) => {
  const seen = new Set<string>();
  const pending = roots.map((root) => fileURLToPath(new URL(`./${root}`, import.meta.url)));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
};
const dashboardIcons = (id: string, graph: ModuleGraph) => {
  if (!ANTD_ICON.test(id)) return null;
  dashboardFirstView ??= staticImportsOf(DASHBOARD_FIRST_VIEW, graph);
  return dashboardFirstView.has(id) ? 'dashboard-icons' : null;
};

export default defineConfig({
  plugins: [react(), svgShapes(), ...(process.env.VITEST ? [] : [registrableDomainForDemoBackend()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, headers: securityHeaders },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true, // .vite/manifest.json: scripts/size.mjs measures each route's chunks from it
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Icons only import React and antd's icon base (already loaded with the shell): nothing else is pulled in.
          groups: [{ name: dashboardIcons, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    testTimeout: 20000,
    restoreMocks: true,
  },
});
