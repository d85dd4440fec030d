import type { Page } from '@playwright/test';

/** Instants on the page's clock (performance.timeOrigin + now): the click on 'Entrar', then the frames after it. */
type SignInMarks = { clickedAt?: number; greeting?: number; chart?: number };

const GREETING = /^Bem - Vindo\(a\), \S/;

/**
 * Records, in the page (so Playwright's polling does not count), the click on 'Entrar' (a capturing listener), the
 * first frame showing the greeting, and (`until` 'chart') the first frame where the economy report's canvas has painted
 * pixels. Checked once per frame until the last asked for is seen.
 */
export const recordSignInMarks = (page: Page, until: 'greeting' | 'chart' = 'greeting') =>
  page.addInitScript(([greetingSource, last]) => {
    const greeting = new RegExp(greetingSource);
    const marks: SignInMarks = {};
    (window as unknown as { __signInMarks: SignInMarks }).__signInMarks = marks;
    const now = () => performance.timeOrigin + performance.now();
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (button?.textContent?.trim() === 'Entrar') marks.clickedAt = now();
      },
      true,
    );
    const painted = (canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context || canvas.width === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0 && ++count > 2000) return true;
      return false;
    };
    // Checked once per frame: what is in the document at a frame's start is what that frame paints.
    const check = () => {
      if (marks.clickedAt !== undefined) {
        const at = now();
        if (marks.greeting === undefined && [...document.querySelectorAll('h1')].some((h) => greeting.test(h.textContent ?? ''))) marks.greeting = at;
        const canvas = document.querySelector<HTMLCanvasElement>('#relatorio-economia canvas');
        if (last === 'chart' && marks.chart === undefined && canvas && painted(canvas)) marks.chart = at;
      }
      if (marks[last as 'greeting' | 'chart'] === undefined) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, [GREETING.source, until] as const);

export const readSignInMarks = (page: Page) => page.evaluate(() => (window as unknown as { __signInMarks: SignInMarks }).__signInMarks);

/**
 * The login as a customer has it when they start typing: loaded, and its app running (the network quiet for half a
 * second). The sign-in timings start here. Clicking 'Entrar' within a few milliseconds of the load event, as a test
 * can, lands before the app has taken over the page's HTML: the app then replays the form (e2e/prerender.spec.ts
 * checks that it does), and the time also holds the login page's own start, 100-250 ms on this machine. Measured so,
 * the median depended on how many of its runs happened to click that early (docs/speed.md, 'Entrar' → greeting).
 */
export const loginReady = (page: Page) => page.waitForLoadState('networkidle');
