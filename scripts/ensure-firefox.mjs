// Installs Debian's Firefox ESR when it is missing: the end-to-end suite's second browser (the `firefox` project of
// playwright.config.ts, driven over WebDriver BiDi). `FIREFOX_PATH` names another binary instead.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The Debian packages of Firefox this machine lacks, with the fonts it draws text in where a page sets none. */
export const missingFirefox = () => (existsSync(FIREFOX) ? [] : ['firefox-esr', 'fonts-liberation']);

/** Installs what is missing with apt; returns the browser's path. */
export const ensureFirefox = () => {
  const missing = missingFirefox();
  if (missing.length > 0) {
    console.log(`Installing with apt: ${missing.join(', ')}`);
    aptInstall(missing);
  }
  if (!existsSync(FIREFOX)) throw new Error(`Firefox is still missing at ${FIREFOX}`);
  return FIREFOX;
};

if (import.meta.url === `file://${process.argv[1]}`) ensureFirefox();
