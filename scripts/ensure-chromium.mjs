// Installs Debian's Chromium when it is missing: the browser (`chromium`: Lighthouse and the sign-in timing) and its
// headless shell (`chromium-headless-shell`, the same Chromium build without the browser's windowing: the end-to-end
// tests). `CHROME_PATH` names one binary for all of them instead.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Launch flags that work on these machines (no sandbox in containers, no GPU, no background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Debian packages of Chromium this machine lacks, with the fonts it draws text in where a page sets none. */
export const missingChromium = () => {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(process.env.CHROME_PATH || existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  return missing.length > 0 ? [...missing, 'fonts-liberation'] : [];
};

/** Returns the full browser's path. Without the headless shell the tests run in the full browser (slower, same results). */
export const ensureChromium = () => {
  const missing = missingChromium();
  if (missing.length > 0) {
    console.log(`Installing with apt (about 20 s): ${missing.join(', ')}`);
    try {
      aptInstall(missing);
    } catch (error) {
      if (!existsSync(CHROMIUM)) throw error;
    }
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
  if (!process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL)) {
    console.log(`⚠ ${HEADLESS_SHELL} could not be installed: the end-to-end tests run in ${CHROMIUM} (about 60 % more CPU).`);
  }
  return CHROMIUM;
};

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
