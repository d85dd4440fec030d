// `npm run serve:nginx`: the current build behind nginx with deploy/nginx.conf, on http://127.0.0.1:8080.
//   --dir <folder>     build to serve (env NGINX_DIST; default dist)
//   --port <n>         port on 127.0.0.1 (env NGINX_PORT; default 8080)
//   --demo             serve a copy of the build with config.json {"apiMocking": true} (env NGINX_DEMO=1)
//   --config <file>    serve a copy of the build with this config.json (e.g. deploy/config.example.json)
// Installs nginx with apt when it is missing. Ctrl+C (SIGINT) or SIGTERM stops nginx and removes its files.
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './apt.mjs';

const TEMPLATE = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));
const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/usr/local/nginx/sbin/nginx'];
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];

export const HOST = '127.0.0.1';

const which = (name) => {
  try {
    return execSync(`command -v ${name}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
};

const findNginx = () => process.env.NGINX_BIN ?? CANDIDATES.find((path) => existsSync(path)) ?? which('nginx');

/** The Debian package of nginx when this machine lacks it. */
export const missingNginx = () => (findNginx() ? [] : ['nginx']);

/** Path of the nginx binary, installing Debian's package with apt when there is none. */
export const ensureNginx = () => {
  const found = findNginx();
  if (found) return found;
  console.log('nginx not found: installing it with apt…');
  aptInstall(['nginx']);
  const installed = CANDIDATES.find((path) => existsSync(path)) ?? which('nginx');
  if (!installed) throw new Error('nginx is still missing after apt-get install nginx');
  return installed;
};

/** Copies a build to a temporary folder and writes its config.json there (the original stays untouched). */
export const prepareBuildCopy = (dir, config) => {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${resolve(dir)}/index.html not found: build first (npm run build)`);
  const copy = mkdtempSync(join(tmpdir(), 'aurora-portal-build-'));
  cpSync(dir, copy, { recursive: true });
  writeFileSync(join(copy, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return copy;
};

/**
 * deploy/nginx.conf with its placeholders filled in. Without `tls` (a local run over plain HTTP) its TLS part is left
 * out; with it, `{ serverName, cert, key }` fill that part in.
 */
export const renderSiteConfig = ({ root, port, host = HOST, tls = null }) => {
  const template = readFileSync(TEMPLATE, 'utf8');
  const site = tls ? template : template.replace(/^# BEGIN TLS[\s\S]*^# END TLS\n?/m, '');
  const rendered = Object.entries({ LISTEN: `${host}:${port}`, ROOT: root, SERVER_NAME: tls?.serverName, TLS_CERT: tls?.cert, TLS_KEY: tls?.key })
    .filter(([, value]) => value !== undefined)
    .reduce((text, [name, value]) => text.replaceAll(`\${PORTAL_${name}}`, value), site);
  const left = rendered.match(/\$\{\w+\}/);
  if (left) throw new Error(`deploy/nginx.conf has a placeholder this script does not fill in: ${left[0]}`);
  return rendered;
};

export const mainConfig = ({ work, pidFile }) => {
  const mime = MIME_TYPES.find((path) => existsSync(path));
  const types = mime
    ? `include ${mime};`
    : 'types { text/html html; text/css css; application/javascript js mjs; application/json json; image/svg+xml svg; image/png png; font/woff2 woff2; }';
  // As root, workers would switch to "nobody" and could not read a build in a private folder: they run as
  // the invoking user instead, which is what happens anyway when nginx is started without root.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${work}/${kind};`);
  return `${user}
worker_processes 1;
daemon off;
pid ${pidFile};
error_log stderr warn;
events { worker_connections 256; }
http {
    ${types}
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    ${temp.join('\n    ')}
    include ${work}/aurora-portal.conf;
}
`;
};

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Running and not a zombie (an orphaned nginx may never be reaped inside a container). */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/\)\s+Z/.test(stat);
};

/** An nginx left running by a killed run on the same port (found through its PID file) is stopped first. */
const stopLeftover = async (pidFile) => {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  const cmdline = pid > 0 && existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (pid > 0 && cmdline.includes('nginx')) {
    console.log(`Stopping the nginx left by an earlier run (PID ${pid})…`);
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 50 && alive(pid); i += 1) await sleep(100);
    // nginx rewrites its title ("nginx: master process /usr/sbin/nginx -e stderr -p <dir> …").
    const words = cmdline.split(/[\0\s]+/);
    const work = words[words.indexOf('-p') + 1] ?? '';
    if (work.startsWith(join(tmpdir(), 'aurora-portal-nginx-'))) rmSync(work, { recursive: true, force: true });
  }
  rmSync(pidFile, { force: true });
};

const waitUntilServing = async (url, child) => {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return false;
};

/**
 * Starts nginx in the foreground (a child of this process) over `dir`; resolves once it answers.
 * `transform` may rewrite the rendered site file (demo:real turns on the API proxy with it).
 * Returns { url, stop }, where stop() shuts it down gracefully and removes the rendered config.
 */
export const startNginx = async ({ dir, port = 8080, transform = (site) => site }) => {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html not found: build first (npm run build)`);
  const nginx = ensureNginx();
  const work = mkdtempSync(join(tmpdir(), 'aurora-portal-nginx-'));
  const pidFile = join(tmpdir(), `aurora-portal-nginx-${port}.pid`);
  await stopLeftover(pidFile);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, kind));
  writeFileSync(join(work, 'aurora-portal.conf'), transform(renderSiteConfig({ root, port })));
  writeFileSync(join(work, 'nginx.conf'), mainConfig({ work, pidFile }));

  // Its own process group: Ctrl+C reaches this script, which then stops nginx gracefully (SIGQUIT).
  const child = spawn(nginx, ['-e', 'stderr', '-p', work, '-c', join(work, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((done) => {
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      console.error(`could not run ${nginx}: ${error.message}`);
      done(1);
    });
  });
  const url = `http://${HOST}:${port}/`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timeout = sleep(5000).then(() => 'timeout');
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(work, { recursive: true, force: true });
  };
  if (!(await waitUntilServing(url, child))) {
    await stop();
    throw new Error(`nginx did not start on ${url} (is the port in use? see the messages above)`);
  }
  return { url, root, stop, exited, pid: child.pid };
};

const parseArgs = (argv) => {
  const options = {
    dir: process.env.NGINX_DIST ?? 'dist',
    port: Number(process.env.NGINX_PORT ?? 8080),
    demo: process.env.NGINX_DEMO === '1',
    config: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dir') options.dir = argv[++i];
    else if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--demo') options.demo = true;
    else if (arg === '--config') options.config = argv[++i];
    else throw new Error(`unknown option ${arg} (use --dir, --port, --demo, --config)`);
  }
  return options;
};

const main = async () => {
  const options = parseArgs(process.argv.slice(2));
  let copy = null;
  if (options.config) copy = prepareBuildCopy(options.dir, JSON.parse(readFileSync(options.config, 'utf8')));
  else if (options.demo) copy = prepareBuildCopy(options.dir, { apiMocking: true });
  const server = await startNginx({ dir: copy ?? options.dir, port: options.port });
  const what = copy ? `a copy of ${options.dir} with ${options.config ?? 'config.json {"apiMocking": true}'}` : options.dir;
  console.log(`Aurora Portal (${what}) behind nginx: ${server.url}  (Ctrl+C stops it)`);
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  server.exited.then((code) => {
    if (!stopping) {
      console.error(`nginx stopped unexpectedly (exit ${code})`);
      void shutdown(code || 1);
    }
  });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
