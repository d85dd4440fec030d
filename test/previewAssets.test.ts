// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { assetsMiddleware, IMMUTABLE } from '../build/previewAssets';

const SCRIPT = `export const greeting = ${JSON.stringify('Olá, '.repeat(200))};\n`;
const FONT = Buffer.alloc(2048, 7);
const HEADERS = { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let dir: string;
let server: Server;
let passedOn: string[];

const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((done, fail) => {
    const { port } = server.address() as AddressInfo;
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'preview-assets-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'greeting-Ab12_x.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'rubik-latin-400.woff2'), FONT);
  writeFileSync(join(dir, 'assets', 'tiny-C3.css'), 'a{color:red}');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  const middleware = assetsMiddleware(dir, HEADERS);
  server = createServer((req, res) => {
    res.setHeader('Vary', 'Origin');
    middleware(req, res, () => {
      passedOn.push(req.url ?? '');
      res.setHeader('Cache-Control', 'no-cache');
      res.end('passed on');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
});

beforeEach(() => {
  passedOn = [];
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

describe('vite preview answers /assets/ as nginx does', () => {
  it('a script: cached for a year, gzip when accepted, with the security headers and its type', async () => {
    const answer = await ask('/assets/greeting-Ab12_x.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
    expect(answer.headers['content-security-policy']).toBe(HEADERS['Content-Security-Policy']);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(passedOn).toEqual([]);
  });

  it('the same script uncompressed to a client that does not accept gzip; a query string is ignored', async () => {
    const answer = await ask('/assets/greeting-Ab12_x.js?v=1');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('fonts and files under nginx’s 256-byte minimum are sent as they are', async () => {
    const font = await ask('/assets/rubik-latin-400.woff2', { 'accept-encoding': 'gzip' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.equals(FONT)).toBe(true);
    expect(font.headers['cache-control']).toBe(IMMUTABLE);
    const css = await ask('/assets/tiny-C3.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['content-type']).toBe('text/css');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('a{color:red}');
  });

  it('HEAD: the headers without a body', async () => {
    const answer = await ask('/assets/greeting-Ab12_x.js', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(answer.body.length).toBe(0);
  });

  it('a name that is not a file of the build is a 404, never the app’s HTML under a script’s name', async () => {
    const answer = await ask('/assets/missing-Zz9.js', { accept: '*/*' });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).not.toContain('<title>');
    expect(passedOn).toEqual([]);
  });

  it('every other path, a folder under /assets/ and other methods go on to the next middleware', async () => {
    await ask('/');
    await ask('/auth/login');
    await ask('/assets/');
    await ask('/assets/sub/file.js');
    await ask('/assets/greeting-Ab12_x.js', {}, 'POST');
    expect(passedOn).toEqual(['/', '/auth/login', '/assets/', '/assets/sub/file.js', '/assets/greeting-Ab12_x.js']);
  });

  it('warming reads every file ahead of its first request, and a build without /assets/ warms nothing and fails nothing', async () => {
    await expect(assetsMiddleware(dir, HEADERS).warm()).resolves.toBeUndefined();
    await expect(assetsMiddleware(join(dir, 'no-such-build'), HEADERS).warm()).resolves.toBeUndefined();
  });
});
