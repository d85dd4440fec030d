// Installs Debian's Chromium when it is missing (end-to-end tests and Lighthouse drive it).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log('Chromium not found: installing it with apt (about 35 s)…');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
  return CHROMIUM;
};

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
