import { DEMO, signIn } from '../../e2e/fixtures';
import type { Measure } from './targets';

/**
 * 'Posição do contrato' opened from the side menu (issue 51): ms from the click on its entry to the first frame that
 * shows the month's status and the chart of its running total with pixels drawn, both instants on the page's clock.
 * Mariana's first unit (Loja Centro), 1440×900, a new browser context each round (an empty cache, signed in afresh):
 * the page's code, its three calls and the chart library all count, as for a customer's first visit.
 */

const ENTRY = 'Posição do contrato';

type Marks = { clickedAt?: number; drawnAt?: number };

export const positionFromMenu: Measure = async (target) => {
  const context = await target.browser.newContext({ baseURL: target.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((entry) => {
      const marks: Marks = {};
      (window as unknown as { __positionMarks: Marks }).__positionMarks = marks;
      const now = () => performance.timeOrigin + performance.now();
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element | null)?.closest('a')?.textContent?.includes(entry)) marks.clickedAt = now();
        },
        true,
      );
      const painted = (canvas: HTMLCanvasElement | null) => {
        const context2d = canvas?.width ? canvas.getContext('2d', { willReadFrequently: true }) : null;
        if (!canvas || !context2d) return false;
        const { data } = context2d.getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0 && ++count > 2000) return true;
        return false;
      };
      // Checked once per frame: what is in the document at a frame's start is what that frame paints.
      const check = () => {
        if (marks.clickedAt !== undefined && document.querySelector('#conteudo [data-status]') && painted(document.querySelector('[data-testid="grafico-posicao"] canvas'))) {
          marks.drawnAt = now();
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, ENTRY);
    await signIn(page, DEMO.mariana.document);
    // The home settled (its calls answered, its sections in), as a customer has it before reaching for the menu.
    await page.getByRole('region', { name: 'Alertas' }).getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: ENTRY }).click();
    await page.waitForFunction(() => (window as unknown as { __positionMarks: Marks }).__positionMarks.drawnAt !== undefined, undefined, { polling: 100, timeout: 30_000 });
    const marks = await page.evaluate(() => (window as unknown as { __positionMarks: Marks }).__positionMarks);
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return marks.drawnAt! - marks.clickedAt!;
  } finally {
    await context.close();
  }
};
