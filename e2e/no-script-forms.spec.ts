import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/**
 * The pages built into HTML draw their forms before any script runs, and a browser with JavaScript off sends them as
 * they are. Each form posts to its own page, so what was typed travels in the request's body: never in a URL, the
 * history or the address bar (a plain form would send `GET ?document=…&password=…`).
 */
const FORMS = [
  {
    path: '/auth/login',
    typed: { 'CPF ou CNPJ': DEMO.mariana.document, Senha: DEMO.password },
    send: (page: Page) => page.getByRole('button', { name: 'Entrar', exact: true }).click(),
  },
  {
    path: '/auth/first-access',
    typed: { 'CPF ou CNPJ*': '529.982.247-25', Email: 'carlos.lima@exemplo.com.br' },
    send: (page: Page) => page.getByRole('button', { name: 'Enviar' }).click(),
  },
  {
    path: '/auth/reset-password',
    typed: { 'E-mail': 'mariana.souza@exemplo.com.br' },
    send: (page: Page) => page.getByRole('button', { name: 'Enviar' }).click(),
  },
  {
    path: '/',
    typed: { 'Valor médio da conta de luz por mês': '15000' },
    send: async (page: Page) => {
      await page.getByLabel('Estado da unidade consumidora').selectOption('SP');
      await page.getByText('Grupo A', { exact: true }).click();
      await page.getByRole('button', { name: 'Calcular economia' }).click();
    },
  },
];

test.describe('forms without JavaScript: nothing typed ever reaches a URL', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, typed, send } of FORMS) {
    test(`${path}: the form posts to its own page`, async ({ page, baseURL }) => {
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      page.on('framenavigated', (frame) => urls.push(frame.url()));
      await page.goto(path);
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
      const sent = page.waitForRequest((request) => request.isNavigationRequest());
      await send(page);
      const request = await sent;
      expect(`${request.method()} ${request.url()}`).toBe(`POST ${new URL(path, baseURL).href}`);
      // What was typed went in the body (the simulator's group and state too).
      for (const value of Object.values(typed)) expect(request.postData() ?? '').toContain(new URLSearchParams({ value }).toString().slice('value='.length));
      await page.waitForLoadState();

      const cdp = await page.context().newCDPSession(page);
      const { entries } = await cdp.send('Page.getNavigationHistory');
      const everyUrl = [...urls, ...entries.map((entry) => entry.url), page.url()];
      const secrets = Object.values(typed).flatMap((value) => [value, encodeURIComponent(value), value.replace(/\D/g, '')]).filter((secret) => secret.length >= 4);
      for (const url of everyUrl) {
        expect(new URL(url).search, url).toBe('');
        for (const secret of secrets) expect(url, 'a URL holds what was typed').not.toContain(secret);
      }
      // The history: the page, then the page the form posted to (the same).
      expect(entries.filter((entry) => entry.url !== 'about:blank').map((entry) => new URL(entry.url).pathname)).toEqual([path, path]);
    });
  }
});
