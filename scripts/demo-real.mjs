// `npm run demo:real`: the production build with "apiMocking": false behind deploy/nginx.conf on
// http://127.0.0.1:8080, nginx proxying /v1/, /api/ and /graphql to `npm run demo:api`. Runs until Ctrl+C.
//   DEMO_REAL_DIST  build to serve (default dist-real; built with `npx vite build` when missing, or with --build)
//   DEMO_REAL_PORT  nginx port (default 8080); DEMO_API_PORT: demo API port (default 3001)
// `?scenario=NAME` on any page URL: nginx answers with the cookie `demo-scenario=NAME` (session cookie,
// Path=/), which the demo API reads on every call; `?scenario=none` clears it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoApi } from './demo-api.mjs';
import { prepareBuildCopy, startNginx } from './serve-nginx.mjs';

const CONFIG = 'deploy/config.demo-real.json';
const PROXIED = ['/v1/', '/api/', '= /graphql'];

/** Demo-only additions to deploy/nginx.conf: the commented API proxy turned on, and the scenario cookie. */
export const enableDemoProxy = (apiPort) => (site) => {
  let found = 0;
  const proxied = site.replace(/^(\s*)# (location (\/v1\/|\/api\/|= \/graphql)\s*\{ proxy_pass )https:\/\/[^;]+;/gm, (_line, indent, head) => {
    found += 1;
    return `${indent}${head}http://127.0.0.1:${apiPort};`;
  });
  if (found !== PROXIED.length) throw new Error(`deploy/nginx.conf: expected the ${PROXIED.length} commented proxy lines (${PROXIED.join(', ')}), found ${found}`);
  const cookieMap = `# demo:real only: ?scenario=NAME on a page sets the demo API's scenario cookie; none clears it.
# $request_uri, not $arg_scenario: the SPA fallback (try_files … /index.html) drops the query string.
map $request_uri $aurora_demo_scenario_cookie {
    default                                  "";
    "~[?&]scenario=none(&|$)"                "demo-scenario=; Path=/; Max-Age=0; SameSite=Lax";
    "~[?&]scenario=([a-z][a-z-]{0,30})(&|$)" "demo-scenario=$1; Path=/; SameSite=Lax";
}
`;
  const anchor = /^(\s*add_header Cache-Control .*)$/m;
  if (!anchor.test(proxied)) throw new Error('deploy/nginx.conf: no server-level "add_header Cache-Control" line to put the scenario cookie after');
  return cookieMap + proxied.replace(anchor, '$1\n    add_header Set-Cookie $aurora_demo_scenario_cookie always;');
};

/** Starts demo:api and nginx over a copy of the build; returns { url, stop }. */
export const startDemoReal = async ({
  dist = process.env.DEMO_REAL_DIST ?? 'dist-real',
  port = Number(process.env.DEMO_REAL_PORT ?? 8080),
  apiPort = Number(process.env.DEMO_API_PORT ?? 3001),
  build = false,
} = {}) => {
  if (build || !existsSync(join(dist, 'index.html'))) {
    console.log(`Building the portal into ${dist}/ (npx vite build --outDir ${dist})…`);
    const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the production build failed');
  }
  const copy = prepareBuildCopy(dist, JSON.parse(readFileSync(CONFIG, 'utf8')));
  let api = null;
  let nginx = null;
  const stop = async () => {
    await nginx?.stop();
    await api?.close();
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    api = await startDemoApi({ port: apiPort });
    nginx = await startNginx({ dir: copy, port, transform: enableDemoProxy(apiPort) });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: nginx.url, apiUrl: api.url, exited: nginx.exited, stop };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  startDemoReal({ build: process.argv.includes('--build') }).then(
    ({ url, apiUrl, exited, stop }) => {
      console.log(`Aurora Portal on the real path: ${url}  (nginx → demo API ${apiUrl}; Ctrl+C stops both)`);
      let stopping = false;
      const shutdown = (code) => {
        if (stopping) return;
        stopping = true;
        void stop().then(() => process.exit(code));
      };
      process.on('SIGINT', () => shutdown(0));
      process.on('SIGTERM', () => shutdown(0));
      void exited.then((code) => {
        if (!stopping) console.error(`nginx stopped unexpectedly (exit ${code})`);
        shutdown(code || 1);
      });
    },
    (error) => {
      console.error(`demo:real did not start: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
