import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
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

const ASSET_NAME = /^[\w.-]+$/;
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

type Asset = { body: Buffer; gzip: Buffer | null; type: string; etag: string };

const gzip = promisify(gzipCallback);

/**
 * Answers `/assets/` requests from `distDir`; other requests go on to Vite's middlewares. Files are read and
 * compressed off the event loop (zlib's thread pool), so a large chunk compressed for one page never holds back
 * another page's font or script; `warm` starts on every file of the build as the server starts.
 */
export const assetsMiddleware = (distDir: string, headers: Record<string, string>) => {
  const assetsDir = join(distDir, 'assets');
  const cache = new Map<string, { mtimeMs: number; asset: Promise<Asset> }>();

  const read = async (file: string, name: string, mtimeMs: number, size: number): Promise<Asset> => {
    const body = await readFile(file);
    const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    return {
      body,
      gzip: COMPRESSED.has(type) && body.length >= MIN_COMPRESSED ? await gzip(body, { level: 6 }) : null,
      type,
      etag: `"${size.toString(16)}-${Math.round(mtimeMs).toString(16)}"`,
    };
  };

  /** The file as last read, or read again when it changed on disk; null when it is not a file of the build. */
  const load = async (name: string): Promise<Asset | null> => {
    const file = join(assetsDir, name);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    const cached = cache.get(name);
    if (cached?.mtimeMs === stats.mtimeMs) return cached.asset;
    const asset = read(file, name, stats.mtimeMs, stats.size);
    cache.set(name, { mtimeMs: stats.mtimeMs, asset });
    asset.catch(() => cache.delete(name));
    return asset;
  };

  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not Found');
  };

  const send = (req: IncomingMessage, res: ServerResponse, asset: Asset) => {
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', asset.etag);
    if (asset.gzip) res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (req.headers['if-none-match'] === asset.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const compressed = asset.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? asset.gzip : null;
    const body = compressed ?? asset.body;
    res.statusCode = 200;
    res.setHeader('Content-Type', asset.type);
    if (compressed) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const match = ASSET_PATH.exec((req.url ?? '').split('?')[0] ?? '');
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    load(match[1] ?? '').then(
      (asset) => (asset ? send(req, res, asset) : notFound(res)),
      () => notFound(res),
    );
  };

  /** Reads and compresses every file of the build ahead of the first request for it. */
  const warm = async () => {
    const names = await readdir(assetsDir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => ASSET_NAME.test(name)).map((name) => load(name).catch(() => null)));
  };

  return Object.assign(middleware, { warm });
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
      const assets = assetsMiddleware(resolve(config.root, config.build.outDir), config.preview.headers as Record<string, string>);
      server.middlewares.use(assets);
      void assets.warm();
    },
  };
};
