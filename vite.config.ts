/// <reference types="vitest/config" />
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

export default defineConfig({
  plugins: [react(), ...(process.env.VITEST ? [] : [registrableDomainForDemoBackend()])],
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
