import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * `vite preview` serves the build's hashed files (`/assets/`) as nginx does, for the end-to-end suite: cached for a year
 * (a page loaded again asks for none; Vite's own server says `no-cache`), gzipped once per server run off the event loop
 * (Vite gzips every answer anew, on it), with the security headers, and a 404 for a name that is no file of the build.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', svg: 'image/svg+xml', json: 'application/json', woff2: 'font/woff2', png: 'image/png', webp: 'image/webp' };
/** nginx's gzip_types and gzip_min_length. */
const COMPRESSED = /^(text\/|image\/svg|application\/json)/;
const MIN_COMPRESSED = 256;
const gzip = promisify(gzipCallback);

type Asset = { body: Buffer; gzip: Buffer | null; type: string };

export const assetsMiddleware = (distDir: string, headers: Record<string, string>) => {
  const assets = new Map<string, Promise<Asset | null>>();
  const load = (name: string) => {
    if (!assets.has(name)) {
      const type = TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      const read = readFile(join(distDir, 'assets', name)).then(
        async (body) => ({ body, type, gzip: COMPRESSED.test(type) && body.length >= MIN_COMPRESSED ? await gzip(body, { level: 6 }) : null }),
        () => null,
      );
      assets.set(name, read);
    }
    return assets.get(name)!;
  };
  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const name = /^\/assets\/([\w.-]+)$/.exec((req.url ?? '').split('?')[0]!)?.[1];
    if (!name || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    void load(name).then((asset) => {
      for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
      const gzipped = asset?.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? asset.gzip : null;
      const body = gzipped ?? asset?.body ?? Buffer.from('Not Found');
      res.writeHead(asset ? 200 : 404, {
        'Cache-Control': asset ? IMMUTABLE : 'no-cache',
        'Content-Type': asset?.type ?? 'text/plain; charset=utf-8',
        'Content-Length': body.length,
        ...(asset?.gzip ? { Vary: [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', ') } : {}),
        ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  };
  /** Reads and compresses every file of the build ahead of its first request. */
  const warm = async () => (await readdir(join(distDir, 'assets')).catch(() => [] as string[])).forEach((name) => void load(name));
  return Object.assign(middleware, { warm });
};

export const previewAssets = (): Plugin => ({
  name: 'aurora:preview-assets',
  apply: (_config, { isPreview }) => Boolean(isPreview),
  configurePreviewServer(server) {
    const assets = assetsMiddleware(resolve(server.config.root, server.config.build.outDir), server.config.preview.headers as Record<string, string>);
    server.middlewares.use(assets);
    void assets.warm();
  },
});
