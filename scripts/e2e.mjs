// End-to-end tests: builds the demo (unless E2E_SKIP_BUILD=1) and runs Playwright in Debian's Chromium, and the
// customer's journeys in Debian's Firefox ESR (`-- --project firefox` for those alone).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureFirefox } from './ensure-firefox.mjs';

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

ensureChromium();
ensureFirefox();
if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = run('npm', ['run', 'build:demo', '--silent']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
