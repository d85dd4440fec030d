import type { Locator, Page } from '@playwright/test';
import { isValidPixPayload } from '../src/entities/invoice/lib/pixPayload';
import { DEMO, expect, expectNoA11yViolations, startInDarkMode, test } from './fixtures';

/** The customer's first minute: what is owed comes first, and paying it by PIX takes two clicks from sign-in. */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** `MM/AAAA` of the demo invoice `monthsBack` months before today (2 is the overdue one). */
const ref = (monthsBack: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 28));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
};
const scrolled = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * A press as the customer makes it, counted; the target must already be on screen (no scroll to find it). A click goes
 * where the target is drawn: a locator's click() first scrolls it into view, which Firefox's driver does by centring it
 * even when it is in view, and the page would then have scrolled for the test, not for the customer.
 */
const counter = () => {
  let presses = 0;
  return {
    press: async (target: Locator, touch: boolean) => {
      await expect(target).toBeInViewport({ ratio: 1 });
      presses += 1;
      if (touch) return target.tap();
      const box = (await target.boundingBox())!;
      await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    count: () => presses,
  };
};

const payFromSignIn = async (page: Page, touch: boolean) => {
  const clicks = counter();
  await page.goto('/auth/login');
  await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(DEMO.mariana.document);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await clicks.press(page.getByRole('button', { name: 'Entrar', exact: true }), touch);
  await page.waitForURL(/\/dashboard\/app$/);
  const panel = page.getByRole('region', { name: 'Total em aberto' });
  await expect(panel.getByText(`Fatura ${ref(2)} vencida há`)).toBeVisible();
  await clicks.press(panel.getByRole('button', { name: `Pagar com PIX a Fatura ${ref(2)}` }), touch);
  await expect(page.getByText('Código PIX copiado.')).toBeVisible();
  const pix = await page.evaluate(() => navigator.clipboard.readText());
  expect(isValidPixPayload(pix)).toBe(true);
  expect(clicks.count()).toBeLessThanOrEqual(2);
  expect(await scrolled(page)).toBe(0);
  return pix;
};

test.describe('what do I owe, first', () => {
  test("desktop 1440×900: the balance panel is first after the company's totals; 'Entrar' then 'Pagar com PIX' copies the overdue invoice's code, no scroll", { tag: '@firefox' }, async ({ page }) => {
    const pix = await payFromSignIn(page, false);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    // Decisions §11: Mariana has three units, so 'Sua empresa' comes first, above the selected unit's balance.
    expect(headings.slice(0, 2)).toEqual(['Sua empresa', 'Total em aberto']);
    // The same code the invoice list offers for that invoice.
    await page.goto('/dashboard/invoice');
    await page.getByRole('listitem').filter({ hasText: `Fatura ${ref(2)}` }).getByRole('button', { name: /Copiar código PIX/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pix);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("390×844: two taps from sign-in, no scroll, and the QR code on request", async ({ page }) => {
      await payFromSignIn(page, true);
      const panel = page.getByRole('region', { name: 'Total em aberto' });
      const summary = page.getByRole('list', { name: 'Resumo' });
      // Before every other section.
      expect((await panel.boundingBox())!.y).toBeLessThan((await summary.boundingBox())!.y);
      const qrCode = panel.getByRole('button', { name: `Ver QR Code PIX da Fatura ${ref(2)}` });
      await qrCode.tap();
      await expect(page.getByRole('dialog', { name: `PIX da Fatura ${ref(2)}` }).getByRole('img', { name: /QR Code PIX/ })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
});

/** Relative luminance of a computed `rgb(…)` colour. */
const luminanceOf = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => Number(part) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

test('dark mode: every status chip on the dashboard pages has a dark tint, and axe passes', async ({ page }) => {
  test.setTimeout(90_000);
  await startInDarkMode(page);
  await page.goto('/auth/login');
  await page.getByLabel('CPF ou CNPJ', { exact: true }).fill(DEMO.mariana.document);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/dashboard\/app$/);
  for (const [path, words] of [
    ['/dashboard/app', ['Ativo', 'Inativo', 'Em aberto', 'Vencida', 'Paga']],
    ['/dashboard/invoice', ['Em aberto', 'Vencida', 'Paga']],
    ['/dashboard/contract', ['Ativo', 'Inativo']],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The home's sections below the first screen load as they come near it (its balance panel shows the overdue
    // invoice; 'Em aberto' is in the invoice section): scroll down until every word's chip is in the page.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      for (const word of words) await expect(page.locator(`[data-status="${word}"]`).first()).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    for (const word of words) {
      const chip = page.locator(`[data-status="${word}"]`).first();
      await chip.scrollIntoViewIfNeeded();
      await expect(chip).toBeVisible();
      expect(luminanceOf(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)), `${path} ${word}`).toBeLessThan(0.05);
    }
    await expectNoA11yViolations(page);
  }
});
