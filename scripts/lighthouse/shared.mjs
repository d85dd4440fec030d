// What the Lighthouse step of `npm test` (scripts/lighthouse.mjs) and `npm run bench` (scripts/bench/) share: a build
// served by `vite preview` under its own tree's production CSP, Debian's Chromium for Lighthouse, and the work of
// Lighthouse's that no score or metric reads.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { CHROMIUM_FLAGS, ensureChromium } from '../ensure-chromium.mjs';

/**
 * Skipped (1.9 s of each run's 8.7 s, measured): the full-page screenshot (the report's element thumbnails) and the
 * back/forward cache test (the `bf-cache` audit, weight 0: it navigates away and back after the page is measured).
 */
export const SKIPPED = { disableFullPageScreenshot: true, skipAudits: ['bf-cache'] };

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A port nothing listens on, as the system hands them out. */
export const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const answers = async (url) => {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
};

/**
 * `vite preview` of `dir` on `port`, run in `cwd` (the tree the build came from: its vite.config.ts sets the CSP whose
 * hashes match that build's inline script). Resolves once it answers; `stop()` ends it.
 */
export const startPreview = async ({ dir, port, cwd = process.cwd() }) => {
  const base = `http://localhost:${port}`;
  // Another server on the port would be measured in place of this build (its own preview then fails to start).
  if (await answers(base)) throw new Error(`something already answers on ${base}: stop it or pass another port`);
  const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dir, '--port', String(port), '--strictPort'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise((done) => {
      if (server.exitCode !== null) return done();
      server.once('exit', () => done());
      server.kill('SIGTERM');
    });
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (is port ${port} in use?)`);
    if (await answers(base)) return { base, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`vite preview did not answer on ${base}`);
};

/** Debian's Chromium for Lighthouse (headless), on `port` (a free one when not given). */
export const launchChrome = async ({ port } = {}) => {
  const chromePath = ensureChromium();
  // chrome-launcher ships with lighthouse: loaded from there rather than relying on hoisting. Required (Node ≥ 20.19
  // loads an ES module so) rather than imported: `npm run bench` runs this file in Vite's module runner, which is
  // closed by the time a dynamic import() would run.
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const chromeLauncher = fromLighthouse('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', ...CHROMIUM_FLAGS], ...(port ? { port } : {}) });
  return { port: chrome.port, chromePath, kill: () => chrome.kill() };
};
