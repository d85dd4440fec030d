import type { Locator, Page } from '@playwright/test';
import { chooseUnitInPicker, DEMO, expect, signInAt, startInDarkMode, test } from './fixtures';
import { fileSavedBy, type SavedFile } from './download';
import { expectNoA11yViolations } from './axe';

/** Opens the app with a demo scenario and waits for it to boot, so the scenario is stored for the tab. */
const withScenario = async (page: Page, scenario: string) => {
  await page.goto(`/auth/login?scenario=${scenario}`);
  await expect(page.getByLabel('CPF ou CNPJ')).toBeVisible();
};

/** A real touch swipe from right to left across the element (Chrome DevTools touch events). */
const swipeLeft = async (page: Page, element: Locator) => {
  const box = (await element.boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  await touch('touchStart', box.x + box.width * 0.85);
  for (const share of [0.7, 0.55, 0.4, 0.25, 0.1]) await touch('touchMove', box.x + box.width * share);
  await touch('touchEnd');
};

const openContracts = async (page: Page, document: string = DEMO.mariana.document) => {
  await signInAt(page, '/dashboard/contract', document);
  await expect(page.getByRole('heading', { level: 1, name: 'Contrato de Adesão' })).toBeVisible();
};

/** The saved file's name and first bytes. */
const nameAndHead = ({ name, bytes }: SavedFile) => ({ name, head: bytes.subarray(0, 5).toString('latin1') });

test.describe('contracts on a large screen', () => {
  test('table with the seven columns, chips carrying their word, Responsável and the address tooltip', { tag: '@firefox' }, async ({ page }) => {
    await openContracts(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['N° Contrato', 'Status', 'Adesão', 'Vencimento', 'Responsável', 'Endereço', 'Baixar']);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByRole('cell').first()).toHaveText('AUR-2022-0187');
    await expect(rows.nth(0)).toContainText('Ativo');
    await expect(rows.nth(1)).toContainText('AUR-2019-0042');
    await expect(rows.nth(1)).toContainText('Inativo');
    await expect(rows.nth(2)).toContainText('AUR-2017-0009');
    await expect(rows.nth(2)).toContainText('Inativo');
    await expect(rows.nth(0).getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(rows.nth(0).getByRole('cell').nth(4)).toHaveText('Loja Centro');
    // Green and yellow chips, but the word is what tells them apart.
    const active = rows.nth(0).locator('[data-status="Ativo"]');
    const inactive = rows.nth(1).locator('[data-status="Inativo"]');
    expect(await active.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(230, 244, 234)');
    expect(await inactive.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 244, 204)');

    const line = 'Avenida Afonso Pena, 1500, Centro, Belo Horizonte, MG - CEP 30130-005';
    const address = rows.nth(0).getByText(line);
    await address.focus();
    await expect(page.getByRole('tooltip')).toHaveText(line);
  });

  test('downloads a contract as a real PDF named contrato-{code}.pdf, loading only the pressed button', { tag: '@firefox' }, async ({ page }) => {
    await openContracts(page);
    const button = page.getByRole('button', { name: 'Baixar contrato AUR-2019-0042' });
    const other = page.getByRole('button', { name: 'Baixar contrato AUR-2022-0187' });
    // Record every class the buttons take, so a loading state of a few milliseconds is still seen.
    const watch = (locator: Locator) =>
      locator.evaluate((element) => {
        const seen: string[] = [];
        (element as HTMLElement & { __seen?: string[] }).__seen = seen;
        new MutationObserver(() => seen.push(element.className)).observe(element, { attributes: true, attributeFilter: ['class'] });
      });
    const wasLoading = (locator: Locator) =>
      locator.evaluate((element) => ((element as HTMLElement & { __seen?: string[] }).__seen ?? []).some((c) => c.includes('ant-btn-loading')));
    await watch(button);
    await watch(other);
    expect(nameAndHead(await fileSavedBy(page, () => button.click()))).toEqual({ name: 'contrato-AUR-2019-0042.pdf', head: '%PDF-' });
    await expect(button).not.toHaveClass(/ant-btn-loading/);
    expect(await wasLoading(button)).toBe(true);
    expect(await wasLoading(other)).toBe(false);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('switching the consumption unit changes the rows without a page reload', { tag: '@firefox' }, async ({ page }) => {
    await openContracts(page);
    await expect(page.getByText('AUR-2022-0187')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await page.getByRole('button', { name: /Unidade de consumo/ }).first().click();
    const dialog = await chooseUnitInPicker(page, 'Fábrica Contagem');
    await dialog.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByText('AUR-2023-0311')).toBeVisible();
    await expect(page.getByText('AUR-2020-0128')).toBeVisible();
    await expect(page.getByText('AUR-2022-0187')).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Fábrica Contagem' })).toHaveCount(2);
    // The old factory site has no zipcode: no ' - CEP'.
    await expect(page.getByText('Rua Rio Comprido, 320, Cinco, Contagem, MG', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test("empty account: 'Nenhum Contrato encontrado.'", async ({ page }) => {
    await openContracts(page, DEMO.empty.document);
    await expect(page.getByText('Nenhum Contrato encontrado.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test("files-missing: the download says 'Arquivo não encontrado'", async ({ page }) => {
    await withScenario(page, 'files-missing');
    await openContracts(page);
    await page.getByRole('button', { name: 'Baixar contrato AUR-2022-0187' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Arquivo não encontrado' })).toBeVisible();
  });

  test('axe 4.14: no violations on /dashboard/contract', async ({ page }) => {
    await openContracts(page);
    await expect(page.getByText('AUR-2022-0187')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('axe: dark mode keeps /dashboard/contract clean (chips, dots, disabled buttons)', async ({ page }) => {
  await startInDarkMode(page);
  await openContracts(page);
  await expect(page.getByText('AUR-2022-0187')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoA11yViolations(page);
});

test.describe('contracts on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a swipeable carousel of cards with dots and the first name after the title', async ({ page }) => {
    await openContracts(page);
    await expect(page.getByText('Mariana', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const current = page.getByRole('article');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName('Contrato AUR-2022-0187, 1 de 3');
    await expect(current).toContainText('Ativo');
    await expect(page.getByRole('button', { name: /^Ver contrato \d de 3$/ })).toHaveCount(3);

    // Swipe left with a finger.
    await swipeLeft(page, current);
    await expect(page.getByRole('article')).toHaveAccessibleName('Contrato AUR-2019-0042, 2 de 3');
    await expect(page.getByRole('article')).toContainText('Inativo');

    // And by keyboard, with the dots.
    await page.getByRole('button', { name: 'Ver contrato 3 de 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article')).toHaveAccessibleName('Contrato AUR-2017-0009, 3 de 3');
  });

  test('downloads the card’s contract as a PDF file', async ({ page }) => {
    await openContracts(page);
    const saved = await fileSavedBy(page, () => page.getByRole('button', { name: 'Baixar contrato AUR-2022-0187' }).click());
    expect(nameAndHead(saved)).toEqual({ name: 'contrato-AUR-2022-0187.pdf', head: '%PDF-' });
  });

  test("empty account: 'Nenhum Contrato encontrado.'", async ({ page }) => {
    await openContracts(page, DEMO.empty.document);
    await expect(page.getByText('Nenhum Contrato encontrado.')).toBeVisible();
  });

  test("files-missing: the card's download says 'Arquivo não encontrado'", async ({ page }) => {
    await withScenario(page, 'files-missing');
    await openContracts(page);
    await page.getByRole('button', { name: 'Baixar contrato AUR-2022-0187' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Arquivo não encontrado' })).toBeVisible();
  });

  test('axe 4.14: no violations on the carousel', async ({ page }) => {
    await openContracts(page);
    await expect(page.getByRole('article')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
