// End-to-end smoke against nginx (part of `npm test`), two servers behind deploy/nginx.conf: the production build as it
// is deployed (no config.json), and the demo build with config.json {"apiMocking": true} for what needs the demo
// backend (tests tagged @demo), since only the demo build carries it.
//   E2E_NGINX_DIST       production build to serve (default dist; built with `npx vite build` when it is missing)
//   E2E_NGINX_DEMO_DIST  demo build to serve (default dist-demo; built with `--mode demo` when it is missing)
//   E2E_NGINX_PORT       port of the production build on 127.0.0.1 (default 8080)
//   E2E_NGINX_DEMO_PORT  port of the demo build (default E2E_NGINX_PORT + 2); E2E_REPORT: Playwright's JSON report
// Extra arguments go to Playwright (e.g. `node scripts/e2e-nginx.mjs e2e/nginx/headers.spec.ts`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx, prepareBuildCopy, startNginx } from './serve-nginx.mjs';

const dist = process.env.E2E_NGINX_DIST ?? 'dist';
const demoDist = process.env.E2E_NGINX_DEMO_DIST ?? 'dist-demo';
const port = Number(process.env.E2E_NGINX_PORT ?? 8080);
const demoPort = Number(process.env.E2E_NGINX_DEMO_PORT ?? port + 2);

/** Builds `dir` with `args` when it holds no build yet; resolves the build's exit status. */
const ensureBuild = (dir, args) => {
  if (existsSync(join(dir, 'index.html'))) return 0;
  console.log(`${dir}/ has no build: building it (npx vite build ${args.join(' ')} --outDir ${dir})…`);
  return spawnSync('npx', ['vite', 'build', ...args, '--outDir', dir], { stdio: 'inherit' }).status ?? 1;
};

const main = async () => {
  ensureChromium();
  ensureNginx();
  const built = ensureBuild(dist, []) || ensureBuild(demoDist, ['--mode', 'demo']);
  if (built !== 0) return built;
  const copy = prepareBuildCopy(demoDist, { apiMocking: true });
  const servers = [];
  try {
    servers.push(await startNginx({ dir: dist, port }), await startNginx({ dir: copy, port: demoPort }));
    console.log(`nginx serves ${dist}/ on ${servers[0].url} and a copy of ${demoDist}/ (config.json {"apiMocking": true}) on ${servers[1].url}`);
    const playwright = spawn('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, E2E_NGINX_PORT: String(port), E2E_NGINX_DEMO_PORT: String(demoPort) },
    });
    const forward = (signal) => playwright.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return await new Promise((done) => playwright.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
  } finally {
    for (const server of servers) await server.stop();
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
