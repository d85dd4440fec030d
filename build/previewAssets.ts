import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * `vite preview` serves the build's hashed files (`/assets/`) the way nginx does (deploy/nginx.conf), not the way
 * Vite's own file server does. Vite answers them with `Cache-Control: no-cache`, so every full load of a page asks
 * for each of its scripts again (a round trip and a 304 per file), and gzips every answer anew. nginx caches them for
 * a year (`immutable`: a new build has new names), as every customer's browser does. The end-to-end suite runs
 * against this server, so it now loads a page again the way a customer's browser does, and each file is compressed
 * once per server run, not once per request.
 *
 * Same answers as nginx for `/assets/`: 200 with the file (gzip when the browser accepts it and the type is text),
 * the security headers, `Cache-Control: public, max-age=31536000, immutable`, an ETag; 304 for a matching
 * `If-None-Match`; 404 for a name that is not a file of the build (never the app's HTML under a script's name).
 */

const ASSET_PATH = /^\/assets\/([\w.-]+)$/;

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript',
  css: 'text/css',
  woff2: 'font/woff2',
  woff: 'font/woff',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  json: 'application/json',
};
/** nginx's gzip_types, for the types above. */
const COMPRESSED = new Set(['text/javascript', 'text/css', 'image/svg+xml', 'application/json']);
/** nginx's gzip_min_length. */
const MIN_COMPRESSED = 256;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Asset = { body: Buffer; gzip: Buffer | null; type: string; etag: string; mtimeMs: number };

/** Answers `/assets/` requests from `distDir`; other requests go on to Vite's middlewares. */
export const assetsMiddleware = (distDir: string, headers: Record<string, string>) => {
  const assetsDir = join(distDir, 'assets');
  const cache = new Map<string, Asset>();

  const load = (name: string): Asset | null => {
    const file = join(assetsDir, name);
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return null;
    }
    if (!stats.isFile()) return null;
    const cached = cache.get(name);
    if (cached && cached.mtimeMs === stats.mtimeMs) return cached;
    const body = readFileSync(file);
    const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    const asset = {
      body,
      gzip: COMPRESSED.has(type) && body.length >= MIN_COMPRESSED ? gzipSync(body, { level: 6 }) : null,
      type,
      etag: `"${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}"`,
      mtimeMs: stats.mtimeMs,
    };
    cache.set(name, asset);
    return asset;
  };

  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const match = ASSET_PATH.exec((req.url ?? '').split('?')[0] ?? '');
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const asset = load(match[1] ?? '');
    if (!asset) {
      res.statusCode = 404;
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not Found');
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', asset.etag);
    if (asset.gzip) res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (req.headers['if-none-match'] === asset.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const gzip = asset.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? asset.gzip : null;
    const body = gzip ?? asset.body;
    res.statusCode = 200;
    res.setHeader('Content-Type', asset.type);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
};

export const previewAssets = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'aurora:preview-assets',
    apply: (_config, { isPreview }) => Boolean(isPreview),
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      server.middlewares.use(assetsMiddleware(resolve(config.root, config.build.outDir), config.preview.headers as Record<string, string>));
    },
  };
};
