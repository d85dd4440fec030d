import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The newest axe-core (4.14.1, a devDependency): @axe-core/playwright 4.13 would inject its own 4.13 copy. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8')) as { version: string }).version;

/** Every WCAG 2.x A and AA rule set axe knows. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe 4.14 with all WCAG 2.x A/AA tags; returns one line per violation ("rule (impact): targets"). */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS).analyze();
  expect(results.testEngine.version).toBe(AXE_VERSION);
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`,
  );
};

/** Axe scan: zero violations of any impact. */
export const expectNoA11yViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([]);
};
