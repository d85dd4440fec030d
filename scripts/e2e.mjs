// End-to-end tests: builds the demo (unless E2E_SKIP_BUILD=1) and runs Playwright in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

ensureChromium();
if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = run('npm', ['run', 'build:demo', '--silent']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
