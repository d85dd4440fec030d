import { expect, test } from './fixtures';

/** A page built into HTML paints before the app's code is even requested, then hydrates (build/prerender.ts). */
test.describe("pages built into HTML: the app's code is requested after the first paint", () => {
  for (const { path, heading } of [
    { path: '/', heading: 'Energia mais barata e limpa para a sua empresa' },
    { path: '/auth/login', heading: 'Área do cliente' },
  ]) {
    test(`${path}: no script in its HTML; scripts and config.json requested after the first contentful paint, no stylesheet`, async ({ page, request }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('data-app-scripts="/assets/index-');
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|href="\/config\.json"/);
      // Anything inline but index.html's own script would be refused by the CSP.
      expect(html.match(/<script/g)).toHaveLength(1);

      const requested: string[] = [];
      page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect.poll(() => page.evaluate(() => Boolean((window as { __AURORA_STORE__?: unknown }).__AURORA_STORE__))).toBe(true);
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        requests: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$|\/config\.json$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(timing.firstContentfulPaint).not.toBeNull();
      expect(timing.requests.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/config.json', expect.stringMatching(/^\/assets\/index-/)]));
      // The stylesheets are inline: none is fetched again when the app loads its chunks, nor a font a second time.
      await page.waitForLoadState('networkidle');
      expect(requested.filter((file) => file.endsWith('.css'))).toEqual([]);
      const fonts = requested.filter((file) => file.endsWith('.woff2'));
      expect(fonts).toEqual([...new Set(fonts)]);
      for (const entry of timing.requests) {
        expect(entry.startTime, `${entry.path} requested before the first contentful paint`).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity);
      }
    });
  }
});
