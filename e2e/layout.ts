import type { Page } from '@playwright/test';

/**
 * Layout checks run in the page (WCAG 1.4.10 reflow, 1.4.12 text spacing, 1.4.4 resize text). Each returns one line
 * per problem, naming the element and the text, so that a sweep can gather every route's before failing once.
 */

/** WCAG 1.4.12's minimums, on every element, as the W3C's own text-spacing bookmarklet sets them. */
const TEXT_SPACING = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** Runs `check` with `css` added to the page (a style element with that id), then takes it away. */
const withStyle = async <T>(page: Page, id: string, css: string, check: () => Promise<T>): Promise<T> => {
  await page.evaluate(
    ([styleId, text]) => {
      const style = document.createElement('style');
      style.id = styleId;
      style.textContent = text;
      document.head.append(style);
    },
    [id, css] as const,
  );
  try {
    // Two frames: the layout that follows the new style, and anything it set off (a ResizeObserver's answer).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return await check();
  } finally {
    await page.evaluate((styleId) => document.getElementById(styleId)?.remove(), id);
  }
};

/** Runs `check` with the text spacing applied to the whole page, then takes it away. */
const withTextSpacing = <T>(page: Page, check: () => Promise<T>): Promise<T> => withStyle(page, 'text-spacing-check', TEXT_SPACING, check);

/**
 * Runs `check` on the whole page laid out, as each part is once on the screen but without containment. The home's
 * sections skip their layout while far from the screen (content-visibility: auto) and always contain their paint: what
 * stuck out of one would be cut at its edge instead of widening the page, and the checks below would not see it.
 */
export const withWholePage = <T>(page: Page, check: () => Promise<T>): Promise<T> =>
  withStyle(page, 'whole-page-check', '* { content-visibility: visible !important; }', check);

/** The page scrolls sideways: its width, and the outermost elements that stick out of the viewport. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const out = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1);
    };
    // What a box of its own cuts or scrolls (a carousel's track in its list) does not widen the page.
    const contained = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => out(element) && !(element.parentElement && out(element.parentElement)) && !contained(element));
    return [`is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport: ${culprits.slice(0, 4).map(name).join(', ')}`];
  });

/**
 * Text a person cannot read whole: cut by a box that hides its overflow (ellipses included), or, with `ownBox`, running
 * out of its own block (into what lies beside or below it, as under a fixed height). Text inside a box that scrolls is
 * whole (the box scrolls to it); hidden text (aria-hidden, inert, visually hidden, carousels' other slides) is skipped.
 */
export const clippedText = (page: Page, { ownBox }: { ownBox: boolean }) =>
  page.evaluate((checkOwnBox) => {
    const found: string[] = [];
    const skipped = '[aria-hidden="true"], [inert], .visually-hidden, svg, option, script, style, noscript, template';
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].slice(0, 2).join('.')}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skipped) || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (lines.length === 0) continue;
      const text = {
        left: Math.min(...lines.map((rect) => rect.left)),
        right: Math.max(...lines.map((rect) => rect.right)),
        top: Math.min(...lines.map((rect) => rect.top)),
        bottom: Math.max(...lines.map((rect) => rect.bottom)),
      };
      const quote = `"${node.nodeValue!.trim().slice(0, 40)}"`;
      let block: Element = parent;
      while (getComputedStyle(block).display.startsWith('inline') && block.parentElement) block = block.parentElement;
      for (let box: Element | null = block; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)) break;
        const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
        if (!clips && !(checkOwnBox && box === block)) continue;
        const edge = box.getBoundingClientRect();
        const outside = text.left < edge.left - 1 || text.right > edge.right + 1 || text.top < edge.top - 1 || text.bottom > edge.bottom + 1;
        if (outside) {
          found.push(`${quote} ${clips ? 'is cut by' : 'runs out of'} ${name(box)}`);
          break;
        }
        if (style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1) {
          found.push(`${quote} ends in an ellipsis in ${name(box)}`);
          break;
        }
      }
    }
    return found;
  }, ownBox);

/**
 * E-mail addresses that wrap inside a word: a line may end only after '@' or '.' ('atendimento@auroraenergia.|com.br',
 * never '…auroraenergia.c|om.br'). Reads where each character of each address is drawn.
 */
const emailBreaks = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const holders = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // An address split by <wbr> spans several text nodes: its holder is the element around all of them.
      const holder = node.parentElement?.closest('a, strong, dd, p, span, li, footer');
      if (holder && /@/.test(node.nodeValue ?? '') && holder.checkVisibility()) holders.add(holder);
    }
    for (const holder of holders) {
      const chars: { node: Text; offset: number }[] = [];
      const texts = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
        for (let offset = 0; offset < node.data.length; offset += 1) chars.push({ node, offset });
      }
      const whole = chars.map(({ node, offset }) => node.data[offset]).join('');
      for (const match of whole.matchAll(address)) {
        let previousTop: number | null = null;
        for (let index = match.index; index < match.index + match[0].length; index += 1) {
          const { node, offset } = chars[index]!;
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (previousTop !== null && rect.top > previousTop + rect.height / 2 && !/[@.]/.test(whole[index - 1]!)) {
            found.push(`"${match[0]}" breaks as "${whole.slice(match.index, index)}|${whole.slice(index, match.index + match[0].length)}"`);
          }
          previousTop = rect.top;
        }
      }
    }
    return [...new Set(found)];
  });

/**
 * Boxes that scroll sideways without saying so: each must be a region with a name that the keyboard reaches (arrow
 * keys scroll it) and a visible cue that more is out of view, tied to it by aria-describedby.
 */
const silentScrollers = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const box of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(box);
      if (!/auto|scroll/.test(style.overflowX) || box.scrollWidth <= box.clientWidth + 1 || !box.checkVisibility()) continue;
      if (box.closest('[aria-hidden="true"], [inert]')) continue;
      const cue = (box.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .find((element) => element?.checkVisibility() && element.textContent?.trim());
      const named = box.getAttribute('role') === 'region' && (box.hasAttribute('aria-label') || box.hasAttribute('aria-labelledby'));
      const reachable = (box as HTMLElement).tabIndex >= 0;
      if (!named || !reachable || !cue) {
        const what = `${box.tagName.toLowerCase()}.${[...box.classList].slice(0, 2).join('.')}`;
        found.push(`${what} scrolls sideways (${box.scrollWidth} px in ${box.clientWidth}) without ${[!named && 'a named region', !reachable && 'a tab stop', !cue && 'a visible cue'].filter(Boolean).join(', ')}`);
      }
    }
    return found;
  });

/**
 * What is wrong with the layout of the page as it stands (reflow, WCAG 1.4.10; text spacing, 1.4.12): sideways
 * scrolling, boxes that scroll sideways silently and e-mail addresses broken inside a word, without and then with the
 * text spacing, which also must cut off no text.
 */
export const layoutProblems = (page: Page): Promise<string[]> =>
  withWholePage(page, async () => {
    const problems = [...(await sidewaysOverflow(page)), ...(await silentScrollers(page)), ...(await emailBreaks(page))];
    await withTextSpacing(page, async () => {
      const spaced = [
        ...(await sidewaysOverflow(page)),
        ...(await silentScrollers(page)),
        ...(await clippedText(page, { ownBox: true })),
        ...(await emailBreaks(page)),
      ];
      problems.push(...spaced.map((line) => `with text spacing, ${line}`));
    });
    return [...new Set(problems)];
  });
