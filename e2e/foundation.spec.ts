import { DEMO, expect, readStoreState, test } from './fixtures';

test.describe('foundation', () => {
  test('the app boots with no page error and the three slices are in the store', { tag: '@firefox' }, async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.locator('#conteudo')).toBeVisible();
    await expect.poll(async () => Boolean(await readStoreState(page))).toBe(true);
    const state = await readStoreState(page);
    expect(state).toHaveProperty('session');
    // The session machine, readable by QA: signed out, no user, no pending code step.
    expect(state?.session).toMatchObject({ status: 'signedOut', user: null, mfa: null, token: null });
    expect(state?.selectedAsset).toEqual({ physicalAssetsSelected: null });
    // No mode stored until the customer picks one: the device's light or dark rules (decisions §11).
    expect(state?.settings).not.toHaveProperty('themeMode');
    expect(state?.settings).toMatchObject({
      themeDirection: 'ltr',
      themeContrast: 'default',
      themeLayout: 'vertical',
      themeColorPresets: 'default',
      themeStretch: false,
    });
  });

  test('/dashboard/app logged out lands on /auth/login', async ({ page }) => {
    await page.goto('/dashboard/app');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an unknown path lands on /404', async ({ page }) => {
    await page.goto('/esta-pagina-nao-existe');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });

  test('the demo backend answers in the browser once the app has started', async ({ page }) => {
    await page.goto('/auth/login');
    const loginStatus = () => page.evaluate(async (body) => {
      const response = await fetch('/v1/Auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Client-Access': 'portal-web' },
        body: JSON.stringify(body),
      });
      return response.status;
    }, { cnpj: DEMO.mariana.document.replace(/\D/g, ''), password: DEMO.password });
    // The worker starts in parallel with the first paint: the answer comes once it controls the page.
    await expect.poll(loginStatus, { timeout: 15_000 }).toBe(200);
  });

  test('a page about to leave still gets its answers from the demo backend, not the static server', { tag: '@firefox' }, async ({ page }) => {
    await page.goto('/auth/login');
    // Signed out, the backend's answer is 401 in JSON; the static server's is the app's HTML.
    const invoices = () => page.evaluate(async () => {
      const response = await fetch('/v1/Account/my-invoices');
      return `${response.status} ${response.headers.get('content-type')}`;
    });
    await expect.poll(invoices, { timeout: 15_000 }).toMatch(/^401 application\/json/);
    // `beforeunload` is when MSW's page code tells its worker the page has closed; the page runs on after it, and a
    // request sent then (a section that started loading as the customer left) went past the demo backend.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
    // A round trip to the worker after it: the messages a page sends its worker arrive in order, so the worker has
    // had the closing notice before it answers this one.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const container = navigator.serviceWorker;
          const answered = (event: MessageEvent) => {
            if ((event.data as { type?: string } | null)?.type !== 'KEEPALIVE_RESPONSE') return;
            container.removeEventListener('message', answered);
            resolve();
          };
          container.addEventListener('message', answered);
          container.controller?.postMessage('KEEPALIVE_REQUEST');
        }),
    );
    expect(await invoices()).toMatch(/^401 application\/json/);
  });

  // Not tagged @firefox: Playwright reaches a service worker in Chromium only (context.serviceWorkers).
  test("the demo backend's worker leaves once no page of the portal is open", async ({ context, page }) => {
    await page.goto('/auth/login');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const [worker] = context.serviceWorkers();
    expect(worker, 'the demo backend runs in a service worker').toBeDefined();
    await page.close({ runBeforeUnload: true });
    await page.waitForEvent('close');
    // The worker looks for open pages every 200 ms once the closing one has gone; a page opened before it has looked
    // would be one it stays for. So nothing is opened until the worker, asked from outside any page, is done: its
    // registration cleared, it is 'redundant' (a fixed wait of 3 s was not always enough on a busy machine). Then a
    // file of the portal that starts no app (and registers nothing) asks what is registered.
    const state = () => worker!.evaluate(() => (self as unknown as { serviceWorker: ServiceWorker }).serviceWorker.state);
    await expect.poll(state, { timeout: 20_000 }).toBe('redundant');
    const other = await context.newPage();
    await other.goto('/robots.txt');
    expect(await other.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });

  test("the demo backend's worker installs while the page paints, before MSW's code is asked for", { tag: '@firefox' }, async ({ page }) => {
    await page.addInitScript(() => {
      // Not in the tab's first empty page, which Firefox runs init scripts in too (it has no service workers).
      if (!navigator.serviceWorker) return;
      const registered: number[] = [];
      (window as unknown as { __registered: number[] }).__registered = registered;
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
        registered.push(performance.now());
        return register(...args);
      };
    });
    await page.goto('/auth/login');
    const mswCode = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/browser-[^/]*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      );
    await expect.poll(mswCode).toHaveLength(1);
    const [firstRegistration] = await page.evaluate(() => (window as unknown as { __registered: number[] }).__registered);
    expect(firstRegistration, 'the worker was registered').toBeDefined();
    expect(firstRegistration).toBeLessThan((await mswCode())[0]!);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });
});
