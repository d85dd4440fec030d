import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The newest axe-core (a devDependency), read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8')) as { version: string }).version;

/** Every WCAG 2.x A and AA rule set axe knows. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeWindow = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults>; configure: (spec: object) => void } };

/**
 * Waits until no animation or transition with an end is running: axe reads colours as drawn, and an element half-way
 * through its fade (a dialog opening, a popup's 0.2 s fade-in) has a contrast no one reads. Endless ones (a spinner)
 * do not hold it.
 */
const animationsEnded = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );

/**
 * Runs the newest axe with all WCAG 2.x A/AA tags once the page's animations have ended; returns one line per violation
 * ("rule (impact): targets").
 *
 * axe runs in the page, as `axe.run` (its "legacy" mode): the copy in the top document asks the copies in the page's
 * frames for their part, so every frame gets axe first. This is @axe-core/playwright's legacy run without its
 * one-second limit on putting axe into a frame: past that limit it went on without axe in that frame, and a scan on a
 * busy machine then failed on a missing `axe` (or checked a frame less). Here each frame waits for its copy. A frame
 * that has it already (the same document, scanned again after a change) keeps it.
 *
 * Only violations are gathered in full (`resultTypes`): every rule still runs on every element, but axe no longer builds
 * a selector for each passing, incomplete or inapplicable node, a fifth of a scan's time on the dashboard.
 * A scan that outlives its document (the page navigated meanwhile) fails saying from where to where.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const url = page.url();
  let results: AxeResults;
  try {
    await animationsEnded(page);
    for (const frame of page.frames()) {
      if (!(await frame.evaluate(() => typeof (window as unknown as AxeWindow).axe?.run === 'function'))) await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(() => (window as unknown as AxeWindow).axe!.configure({ allowedOrigins: ['<same_origin>'] }));
    }
    results = await page.evaluate(
      (tags) => (window as unknown as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
      WCAG_TAGS,
    );
  } catch (error) {
    throw new Error(`axe on ${url} (now ${page.url()}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  expect(results.testEngine.version).toBe(AXE_VERSION);
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`,
  );
};

/** Axe scan: zero violations of any impact. */
export const expectNoA11yViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([]);
};
