import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The newest axe-core (4.14.1, a devDependency): @axe-core/playwright 4.13 would inject its own 4.13 copy. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8')) as { version: string }).version;

/** Every WCAG 2.x A and AA rule set axe knows. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs the newest axe with all WCAG 2.x A/AA tags; returns one line per violation ("rule (impact): targets").
 *
 * Legacy mode: axe.run in the page (and in each of its frames), the same rules and results as the default, which
 * splits the run into per-frame parts and finishes it in a blank page it opens for each scan: for this app's pages
 * (no cross-origin frames), that page and a second parse of axe cost about as much as the scan itself.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  expect(results.testEngine.version).toBe(AXE_VERSION);
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`,
  );
};

/** Axe scan: zero violations of any impact. */
export const expectNoA11yViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([]);
};
