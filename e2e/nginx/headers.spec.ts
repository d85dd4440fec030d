import type { APIResponse } from '@playwright/test';
import { securityHeaders } from '../../vite.config';
import { expect, test } from '../fixtures';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The security headers every answer must carry: the CSP is the very string `vite preview` serves. */
const expectSecurityHeaders = (response: APIResponse) => {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(securityHeaders['Content-Security-Policy']);
  expect(headers['x-content-type-options']).toBe(securityHeaders['X-Content-Type-Options']);
  expect(headers['referrer-policy']).toBe(securityHeaders['Referrer-Policy']);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
    expect(headers['permissions-policy']).toContain(feature);
  }
  expect(headers['x-frame-options']).toBe('DENY');
  // nginx's version is not advertised.
  expect(headers.server).toBe('nginx');
};

const expectNotCached = (response: APIResponse) => {
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl).toMatch(/\bno-(cache|store)\b/);
  expect(cacheControl).not.toMatch(/max-age=[1-9]|immutable/);
};

/** The entry script and stylesheet index.html references (hashed names under /assets/). */
const entryAssets = async (request: { get: (url: string) => Promise<APIResponse> }) => {
  const html = await (await request.get('/index.html')).text();
  const js = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  const css = html.match(/<link[^>]+href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(js, 'entry script in index.html').toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(css, 'stylesheet in index.html').toMatch(/^\/assets\/index-[\w-]+\.css$/);
  return { js: js as string, css: css as string };
};

test.describe('nginx: headers, caching and compression', () => {
  test('index.html (itself and a client route) carries the security headers and is not cached', async ({ request }) => {
    for (const path of ['/index.html', '/dashboard/contract']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
      expectSecurityHeaders(response);
      expectNotCached(response);
    }
  });

  test('the pages built into HTML (/, /auth/login, /cookies) are served drawn, with the security headers, not cached', async ({ request }) => {
    for (const [path, route] of [['/', '/'], ['/auth/login', '/auth/login'], ['/cookies', '/cookies'], ['/?scenario=slow', '/']]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain(`<div id="root" data-prerendered="${route}"`);
      expectSecurityHeaders(response);
      expectNotCached(response);
    }
  });

  test('hashed assets (entry JS and CSS) are cacheable for a year, immutable, with the security headers', async ({ request }) => {
    const { js, css } = await entryAssets(request);
    const script = await request.get(js);
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(script.headers()['cache-control']).toBe(YEAR_IMMUTABLE);
    expectSecurityHeaders(script);
    const style = await request.get(css);
    expect(style.status()).toBe(200);
    expect(style.headers()['content-type']).toMatch(/^text\/css/);
    expect(style.headers()['cache-control']).toBe(YEAR_IMMUTABLE);
    expectSecurityHeaders(style);
  });

  test('JS, CSS and HTML are gzip-compressed when the browser accepts gzip, and only then', async ({ request }) => {
    const { js, css } = await entryAssets(request);
    for (const path of [js, css, '/dashboard/contract']) {
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      expect(gzip.headers().vary).toMatch(/Accept-Encoding/i);
      const identity = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(identity.headers()['content-encoding'], path).toBeUndefined();
      expect(await gzip.text()).toBe(await identity.text());
    }
  });

  test('config.json is never stored; the files of the demo service worker are always revalidated', { tag: '@demo' }, async ({ request }) => {
    const config = await request.get('/config.json');
    expect(config.status()).toBe(200);
    expect(config.headers()['content-type']).toMatch(/^application\/json/);
    expect(config.headers()['cache-control']).toBe('no-store');
    expect(await config.json()).toEqual({ apiMocking: true });
    expectSecurityHeaders(config);
    for (const file of ['/demoWorker.js', '/mockServiceWorker.js']) {
      const worker = await request.get(file);
      expect(worker.status(), file).toBe(200);
      expectNotCached(worker);
    }
  });

  test('a form posted without JavaScript is sent back to its page with a GET (303), never a 405 or its answers in a URL', async ({ request }) => {
    for (const path of ['/auth/login', '/auth/first-access', '/auth/reset-password', '/']) {
      const posted = await request.post(path, { form: { document: '11.222.333/0001-81', password: 'Demo@1234' }, maxRedirects: 0 });
      expect(posted.status(), path).toBe(303);
      expect(new URL(posted.headers().location ?? '', posted.url()).pathname, path).toBe(path);
      expectSecurityHeaders(posted);
      const page = await request.post(path, { form: { password: 'Demo@1234' } });
      expect(page.status(), path).toBe(200);
      expect(await page.text()).toContain(`data-prerendered="${path}"`);
    }
  });

  test('robots.txt is the file (never the app under its name): the customer area and the sign-in steps are not crawled', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expectNotCached(robots);
    expectSecurityHeaders(robots);
    const rules = (await robots.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['User-agent: *', 'Allow: /auth/login', 'Disallow: /auth/', 'Disallow: /dashboard/']);
  });

  test('a missing hashed asset is a real 404 (never index.html, never cached for a year)', async ({ request }) => {
    const response = await request.get('/assets/index-naoexiste.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<div id="root"></div>');
    expect(response.headers()['cache-control']).not.toContain('immutable');
    expectSecurityHeaders(response);
  });

  test('/404 answers the app with a 404 status; build metadata is not published', async ({ request }) => {
    const notFound = await request.get('/404');
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).toContain('<div id="root"></div>');
    expectSecurityHeaders(notFound);
    expectNotCached(notFound);
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });
});
