import { relative, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/**
 * The dashboard's first view in a few files. Its code is shared with lazily loaded parts (search dialog,
 * menu drawer, date pickers, reports, QR dialog…), each by a different set of users, so the automatic
 * chunking cut it into some forty small chunks. A first build, in memory and unminified, shows which chunks
 * the dashboard layout and its home page load before anything else (after tree-shaking, so a package's index
 * re-exports do not make all of it look used); the real build then puts their modules into a few chunks:
 * - `dashboard`: what only dashboard routes load (their own pages, dialogs and the entry aside);
 * - for code the first view also shares with routes outside the dashboard (the consumption unit picker, the
 *   public site, the auth screens), one chunk per set of such routes, so none of them loads anything more.
 * The layout's and the page's own chunks stay as they are (the router loads them by name). Modules of lazy
 * parts only stay out, so they still load on demand.
 */

/** What a build's output tells about one chunk. */
export type ChunkFacts = {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
};

type FirstViewOptions = {
  /** The dashboard layout module (the router's lazy layout), relative to the project root. */
  layout: string;
  /** The page of the first view, relative to the project root. */
  page: string;
  /** Modules (paths relative to the root) of the routes that render inside the dashboard layout. */
  area: RegExp;
};

/**
 * The portal's dashboard: its layout, the page of its first view (/dashboard/app), and the pages the router
 * renders inside the layout (src/app/routes/router.tsx; a test keeps the two lists the same).
 */
export const DASHBOARD_FIRST_VIEW: FirstViewOptions & { start: string } = {
  start: 'src/app/bootstrap.tsx',
  layout: 'src/widgets/dashboard-shell/index.ts',
  page: 'src/pages/dashboard-home/index.ts',
  area: /^src\/pages\/(dashboard-home|contracts|invoices|account|user-profile|user-edit|management)\//,
};

/** Module id → name of the chunk it is put in. */
type ChunkPlan = Map<string, string>;

/** Chunks reachable from `roots` through static imports. */
const staticClosure = (chunks: Map<string, ChunkFacts>, roots: Iterable<string>) => {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const root of roots) visit(root);
  return seen;
};

/**
 * Plans the first view's chunks from a build's output. `toPath` turns a module id into a path relative to
 * the project root (how `layout`, `page` and `area` are written).
 */
export const planFirstView = (output: readonly ChunkFacts[], options: FirstViewOptions, toPath: (id: string) => string): ChunkPlan => {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const holding = (module: string) => output.find((chunk) => chunk.moduleIds.some((id) => toPath(id) === module));
  const entry = output.find((chunk) => chunk.isEntry);
  const layout = holding(options.layout);
  const page = holding(options.page);
  if (!entry || !layout || !page) {
    throw new Error(`chunk plan: no ${!entry ? 'entry' : !layout ? options.layout : options.page} in the first build`);
  }
  // The entry imports the app's start in stages (src/app/main.tsx): all of it loads before any route.
  const initial = staticClosure(chunks, [entry.fileName, ...entry.dynamicImports]);
  const routes = new Set([...initial].flatMap((fileName) => chunks.get(fileName)?.dynamicImports ?? []).filter((fileName) => !initial.has(fileName)));
  const inArea = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk) return false;
    if (chunk === layout) return true;
    return chunk.facadeModuleId !== null && options.area.test(toPath(chunk.facadeModuleId));
  };
  const outside = [...routes].filter((route) => !inArea(route)).map((route) => ({ route, reach: staticClosure(chunks, [route]) }));

  const plan: ChunkPlan = new Map();
  const groups = new Map<string, ChunkFacts[]>();
  for (const fileName of staticClosure(chunks, [layout.fileName, page.fileName])) {
    const chunk = chunks.get(fileName);
    if (!chunk || initial.has(fileName) || chunk === layout || chunk === page) continue;
    const key = outside
      .filter(({ reach }) => reach.has(fileName))
      .map(({ route }) => route)
      .sort()
      .join('\n');
    groups.set(key, [...(groups.get(key) ?? []), chunk]);
  }
  for (const [key, members] of groups) {
    const size = (chunk: ChunkFacts) => chunk.moduleIds.length;
    const name = key === '' ? 'dashboard' : [...members].sort((a, b) => size(b) - size(a))[0]!.name;
    for (const member of members) for (const id of member.moduleIds) plan.set(id, name);
  }
  return plan;
};

/**
 * The app's start in one chunk (`app`): the modules the start module (src/app/bootstrap.tsx) loads statically, which
 * the automatic chunking would cut wherever a route shares one. React and the libraries have groups of their own,
 * of a higher priority, so they stay out: the entry evaluates them in stages of their own before this one.
 */
export const planStart = (output: readonly ChunkFacts[], start: string, toPath: (id: string) => string): ChunkPlan => {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const holding = output.find((chunk) => chunk.moduleIds.some((id) => toPath(id) === start));
  const entry = output.find((chunk) => chunk.isEntry);
  if (!holding || !entry) throw new Error(`chunk plan: no ${!entry ? 'entry' : start} in the first build`);
  // What the entry itself loads (Vite's preload helper, shared with the routes) stays out: in the start's chunk, the
  // entry would load all of the start with it, in one task.
  const entryLoads = staticClosure(chunks, [entry.fileName]);
  const plan: ChunkPlan = new Map();
  for (const fileName of staticClosure(chunks, [holding.fileName])) {
    if (entryLoads.has(fileName)) continue;
    for (const id of chunks.get(fileName)?.moduleIds ?? []) plan.set(id, 'app');
  }
  return plan;
};

const PLANNING = 'AURORA_CHUNK_PLANNING';

/** True while the first, in-memory build runs: plugins that write files after a build skip it. */
export const isPlanningBuild = () => process.env[PLANNING] === '1';

/**
 * The plugin that plans the chunks (before the build) and the codeSplitting group that applies the plan.
 * Both go into the same config; the group captures nothing when the plugin has not run (dev, tests).
 */
export const dashboardFirstView = (options: FirstViewOptions & { start: string }) => {
  const plan: ChunkPlan = new Map();
  const startPlan: ChunkPlan = new Map();
  let config: ResolvedConfig;
  const plugin: Plugin = {
    name: 'aurora:dashboard-first-view',
    apply: (_config, { command }) => command === 'build' && !isPlanningBuild() && !process.env.VITEST,
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.build.ssr) return;
      process.env[PLANNING] = '1';
      let result: Awaited<ReturnType<typeof build>>;
      try {
        result = await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { write: false, emptyOutDir: false, minify: false, manifest: false, copyPublicDir: false, reportCompressedSize: false },
        });
      } finally {
        delete process.env[PLANNING];
      }
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((out) => out.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
      const toPath = (id: string) => relative(config.root, resolve(config.root, id.replace(/\?.*$/, ''))).split('\\').join('/');
      plan.clear();
      for (const [id, name] of planFirstView(chunks, options, toPath)) plan.set(id, name);
      startPlan.clear();
      for (const [id, name] of planStart(chunks, options.start, toPath)) startPlan.set(id, name);
      const names = new Set(plan.values());
      config.logger.info(`dashboard first view: ${plan.size} modules planned into ${names.size} chunk(s): ${[...names].join(', ')}`);
      config.logger.info(`app start: ${startPlan.size} modules planned into one chunk`);
    },
  };
  const group = {
    name: (id: string) => plan.get(id) ?? null,
    debugName: 'dashboard first view (planned)',
    priority: 4,
    // Exactly the planned modules: a dependency the plan puts elsewhere stays there.
    includeDependenciesRecursively: false,
  };
  const startGroup = {
    name: (id: string) => startPlan.get(id) ?? null,
    debugName: 'app start (planned)',
    priority: 5,
    includeDependenciesRecursively: false,
  };
  return { plugin, group, startGroup };
};
