import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build, preview, runnerImport, type PluginOption } from 'vite';
import { CHROMIUM, CHROMIUM_FLAGS } from '../ensure-chromium.mjs';
import { launchChrome, startPreview } from '../lighthouse/shared.mjs';

/** A tree whose build is measured: the working tree, or the reference commit's temporary worktree. */
export type Tree = { label: 'current' | 'reference'; root: string; description: string };

/**
 * What a figure measures, each build served as it ships:
 * - `demo`: the demo build (`dist-demo/`) on `vite preview` under its production CSP;
 * - `http`: the production build (`dist/`) behind nginx, the API over real HTTP (`scripts/demo-real.mjs`);
 * - `units`: the render harness `scripts/bench-units/` (the current one, for both trees) built over the tree's `src/`;
 * - `node`: nothing served: the measure reads the tree itself (`target.tree.root`), e.g. a figure computed in Node.
 */
export type Serve = 'demo' | 'http' | 'units' | 'node';

/** One tree served one way, as a figure's `measure` receives it. */
export type Target = {
  tree: Tree;
  /** The server's base URL, without a trailing slash. */
  url: string;
  /** Debian's full Chromium (as a customer's), shared by every figure. */
  browser: Browser;
  /** The port of the Chromium Lighthouse drives. */
  lighthousePort: () => Promise<number>;
  /** Made once per target and key: one Lighthouse run serves every figure of its page and round. */
  once: <T>(key: string, make: () => Promise<T>) => Promise<T>;
  /** Lighthouse's CPU benchmark index of each run on this tree. */
  cpuIndex: number[];
};

/** How a figure is taken: one sample on one target; `round` counts from 0 (warm-up rounds are negative). */
export type Measure = (target: Target, round: number) => Promise<number>;

/** Ports from `--port-base`: one per tree for each server (A, then B), the Lighthouse Chromium's last. */
const PORT_OFFSET = { demo: 0, http: 2, api: 4, units: 6, lighthouse: 8 } as const;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const waitFor = async (url: string, exited: () => boolean) => {
  for (let i = 0; i < 1200; i += 1) {
    if (exited()) throw new Error(`the server for ${url} exited`);
    if (await fetch(url).then((answer) => answer.ok, () => false)) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer in 120 s`);
};

/** nginx over a copy of the tree's production build, proxying the API to the demo API: the tree's own demo:real. */
const startDemoReal = async (root: string, port: number, apiPort: number) => {
  const env = { ...process.env, DEMO_REAL_DIST: 'dist', DEMO_REAL_PORT: String(port), DEMO_API_PORT: String(apiPort) };
  const child = spawn('node', ['scripts/demo-real.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));
  try {
    await waitFor(`http://127.0.0.1:${port}/config.json`, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
};

/** The build plugins the tree's `src/` cannot do without: its route table's virtual modules (build/routeTable.ts). */
const treePlugins = async (root: string): Promise<PluginOption[]> => {
  const file = join(root, 'build', 'routeTable.ts');
  if (!existsSync(file)) return [];
  const { module } = await runnerImport<{ routeTable: () => PluginOption }>(file, { configFile: false, logLevel: 'error' });
  return [module.routeTable()];
};

/** The harness of scripts/bench-units/ built over the tree's src/ and served by `vite preview`. */
const startHarness = async (root: string, label: string, port: number) => {
  const harness = join(root, 'scripts', 'bench-units');
  const outDir = join(tmpdir(), `aurora-bench-units-${label}`);
  // Vite's module runner, which loaded the bench, set NODE_ENV to 'development'; a build inheriting it ships React's
  // development code, as buildTree (reference.ts) says. The harness is measured as the portal ships: in production.
  // (Read the tree's plugins first: loading them through the module runner sets it again.)
  const plugins = await treePlugins(root);
  const inherited = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  try {
    await build({ root: harness, configFile: false, mode: 'production', logLevel: 'error', plugins, resolve: { alias: { '@': join(root, 'src') } }, build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = inherited;
  }
  const server = await preview({ root: harness, configFile: false, logLevel: 'error', preview: { port, strictPort: true }, build: { outDir } });
  const stop = async () => {
    await new Promise<void>((done) => server.httpServer.close(() => done()));
    rmSync(outDir, { recursive: true, force: true });
  };
  return { url: `http://localhost:${port}`, stop };
};

/** The servers of every tree, started on first use, on ports from `portBase` (PORT_OFFSET). `close()` stops them all. */
export const makeTargets = (trees: readonly Tree[], portBase: number) => {
  const servers = new Map<string, Promise<{ url: string; stop: () => Promise<void> }>>();
  const targets = new Map<string, Promise<Target>>();
  const memo = new Map<string, Promise<unknown>>();
  const cpuIndex = new Map<string, number[]>(trees.map((tree) => [tree.label, []]));
  let browser: Promise<Browser> | undefined;
  let chrome: ReturnType<typeof launchChrome> | undefined;
  const port = (server: keyof typeof PORT_OFFSET, tree: Tree) => portBase + PORT_OFFSET[server] + (tree.label === 'current' ? 0 : 1);

  const start = (tree: Tree, serve: Serve) => {
    if (serve === 'demo') return startPreview({ dir: 'dist-demo', port: port('demo', tree), cwd: tree.root }).then(({ base, stop }) => ({ url: base, stop }));
    if (serve === 'http') return startDemoReal(tree.root, port('http', tree), port('api', tree));
    if (serve === 'node') return Promise.resolve({ url: '', stop: async () => undefined });
    return startHarness(tree.root, tree.label, port('units', tree));
  };

  const get = (tree: Tree, serve: Serve): Promise<Target> => {
    const key = `${tree.label} ${serve}`;
    if (!targets.has(key)) {
      if (!servers.has(key)) servers.set(key, start(tree, serve));
      browser ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
      const target = Promise.all([servers.get(key)!, browser]).then(
        ([server, shared]): Target => ({
          tree,
          url: server.url,
          browser: shared,
          lighthousePort: async () => (await (chrome ??= launchChrome({ port: portBase + PORT_OFFSET.lighthouse }))).port,
          once: <T>(name: string, make: () => Promise<T>) => {
            const id = `${key} ${name}`;
            if (!memo.has(id)) memo.set(id, make());
            return memo.get(id) as Promise<T>;
          },
          cpuIndex: cpuIndex.get(tree.label)!,
        }),
      );
      targets.set(key, target);
    }
    return targets.get(key)!;
  };

  const close = async () => {
    const settled = <T>(promise: Promise<T> | undefined) => promise?.then((value) => value, () => undefined);
    await Promise.all([...servers.values()].map(async (server) => (await settled(server))?.stop()));
    await (await settled(browser))?.close();
    await (await settled(chrome))?.kill();
  };

  return { get, close, cpuIndex };
};
