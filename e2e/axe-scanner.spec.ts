import { axeViolations } from './axe';
import { expect, test } from './fixtures';

// The sweeps assert an empty list: this holds the scanner to finding what it must, in the page and in a frame,
// so an empty list means a clean page and not a scan that looked at nothing.
test('the axe scanner reports a planted violation of each kind, in the page and in a same-origin frame', async ({ page }) => {
  await page.goto('/404');
  await expect(page.locator('#conteudo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.getElementById('conteudo')!;
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    main.append(image);
    const faint = document.createElement('p');
    faint.textContent = 'Texto quase invisível';
    faint.style.color = '#f4f4f4';
    faint.style.background = '#ffffff';
    main.append(faint);
    const frame = document.createElement('iframe');
    frame.title = 'Quadro de teste';
    frame.srcdoc = '<!doctype html><html lang="pt-BR"><title>Quadro</title><body><main><button></button></main></body></html>';
    main.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1].waitForLoadState();
  const found = await axeViolations(page);
  expect(found.find((line) => line.startsWith('image-alt (critical)'))).toBeDefined();
  expect(found.find((line) => line.startsWith('color-contrast (serious)'))).toBeDefined();
  expect(found.find((line) => line.startsWith('button-name (critical)'))).toMatch(/iframe/);
});
