// End-to-end smoke against nginx (part of `npm test`): the production build behind deploy/nginx.conf with
// config.json {"apiMocking": true}, so the one build runs the demo end to end.
//   E2E_NGINX_DIST  build to serve (default dist; built with `npx vite build` only when it is missing)
//   E2E_NGINX_PORT  port on 127.0.0.1 (default 8080); E2E_REPORT: Playwright's JSON report
// Extra arguments go to Playwright (e.g. `node scripts/e2e-nginx.mjs e2e/nginx/headers.spec.ts`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx, prepareBuildCopy, startNginx } from './serve-nginx.mjs';

const dist = process.env.E2E_NGINX_DIST ?? 'dist';
const port = Number(process.env.E2E_NGINX_PORT ?? 8080);

const main = async () => {
  ensureChromium();
  ensureNginx();
  if (!existsSync(join(dist, 'index.html'))) {
    console.log(`${dist}/ has no build: building it (npx vite build --outDir ${dist})…`);
    const built = spawnSync('npx', ['vite', 'build', '--outDir', dist], { stdio: 'inherit' });
    if (built.status !== 0) return built.status ?? 1;
  }
  const copy = prepareBuildCopy(dist, { apiMocking: true });
  let server = null;
  try {
    server = await startNginx({ dir: copy, port });
    console.log(`nginx serves a copy of ${dist}/ (config.json {"apiMocking": true}) on ${server.url}`);
    const playwright = spawn('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, E2E_NGINX_PORT: String(port) },
    });
    const forward = (signal) => playwright.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return await new Promise((done) => playwright.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
  } finally {
    await server?.stop();
    rmSync(copy, { recursive: true, force: true });
  }
};

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
