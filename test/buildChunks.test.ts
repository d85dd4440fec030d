import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DASHBOARD_FIRST_VIEW, planFirstView, planStart, type ChunkFacts } from '../build/chunks';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [`/app/${fileName}.ts`],
  imports: [],
  dynamicImports: [],
  ...facts,
});

const options = {
  layout: 'src/widgets/shell/index.ts',
  page: 'src/pages/home/index.ts',
  area: /^src\/pages\/(home|invoices)\//,
};
const toPath = (id: string) => id.replace(/^\/app\//, '');

/**
 * entry → the start's stages (react, then app, which holds the router) → routes: shell (layout), home (first page),
 * invoices (dashboard page), login (outside), and a lazy search dialog of the shell. antd core is shared by the
 * shell, home, invoices and the dialog; dates by home and login; the dialog's own list only by the dialog.
 */
const build = (): ChunkFacts[] => [
  chunk('index.js', { isEntry: true, imports: ['runtime.js'], dynamicImports: ['react.js', 'app.js'] }),
  chunk('runtime.js'),
  chunk('react.js', { facadeModuleId: '/app/src/app/start/react.ts', moduleIds: ['/app/src/app/start/react.ts', '/app/node_modules/react-dom/index.js'] }),
  chunk('app.js', {
    facadeModuleId: '/app/src/app/bootstrap.tsx',
    moduleIds: ['/app/src/app/bootstrap.tsx', '/app/src/app/routes/router.tsx'],
    imports: ['runtime.js', 'react.js', 'store.js'],
    dynamicImports: ['shell.js', 'home.js', 'invoices.js', 'login.js'],
  }),
  chunk('store.js', { moduleIds: ['/app/src/app/store/makeStore.ts', '/app/src/entities/session/index.ts'] }),
  chunk('shell.js', { moduleIds: ['/app/src/widgets/shell/index.ts', '/app/src/widgets/shell/ui/Layout.tsx'], imports: ['core.js', 'runtime.js'], dynamicImports: ['search.js'] }),
  chunk('home.js', { facadeModuleId: '/app/src/pages/home/index.ts', moduleIds: ['/app/src/pages/home/index.ts'], imports: ['core.js', 'icons.js', 'dates.js'] }),
  chunk('invoices.js', { facadeModuleId: '/app/src/pages/invoices/index.ts', moduleIds: ['/app/src/pages/invoices/index.ts'], imports: ['core.js', 'table.js'] }),
  chunk('login.js', { facadeModuleId: '/app/src/pages/login/index.ts', moduleIds: ['/app/src/pages/login/index.ts'], imports: ['dates.js'] }),
  chunk('search.js', { facadeModuleId: '/app/src/features/search/ui/Search.tsx', imports: ['core.js', 'list.js'] }),
  chunk('core.js', { moduleIds: ['/app/node_modules/antd/es/button/index.js', '/app/node_modules/antd/es/theme/index.js'], imports: ['motion.js'] }),
  chunk('motion.js'),
  chunk('icons.js'),
  chunk('dates.js', { moduleIds: ['/app/src/shared/lib/date.ts'] }),
  chunk('table.js'),
  chunk('list.js'),
];

describe('planFirstView', () => {
  it('puts what the layout and the page statically load, and only the dashboard uses, into one chunk', () => {
    const plan = planFirstView(build(), options, toPath);
    expect(plan.get('/app/node_modules/antd/es/button/index.js')).toBe('dashboard');
    expect(plan.get('/app/node_modules/antd/es/theme/index.js')).toBe('dashboard');
    expect(plan.get('/app/motion.js.ts')).toBe('dashboard');
    expect(plan.get('/app/icons.js.ts')).toBe('dashboard');
  });

  it('keeps code shared with a route outside the dashboard in a chunk of its own', () => {
    const plan = planFirstView(build(), options, toPath);
    expect(plan.get('/app/src/shared/lib/date.ts')).toBe('dates');
  });

  it('leaves the entry, the layout, the page and lazily loaded code to the automatic chunking', () => {
    const plan = planFirstView(build(), options, toPath);
    for (const id of [
      '/app/index.js.ts',
      '/app/runtime.js.ts',
      '/app/src/app/bootstrap.tsx',
      '/app/src/app/store/makeStore.ts',
      '/app/src/widgets/shell/index.ts',
      '/app/src/widgets/shell/ui/Layout.tsx',
      '/app/src/pages/home/index.ts',
      '/app/table.js.ts',
      '/app/list.js.ts',
    ]) {
      expect(plan.has(id), id).toBe(false);
    }
  });

  it('groups shared code by the set of outside routes that load it', () => {
    const output = build();
    output.push(chunk('logo.js'), chunk('skip.js'));
    const login = output.find((item) => item.fileName === 'login.js')!;
    const home = output.find((item) => item.fileName === 'home.js')!;
    output.splice(output.indexOf(login), 1, { ...login, imports: [...login.imports, 'logo.js', 'skip.js'] });
    output.splice(output.indexOf(home), 1, { ...home, imports: [...home.imports, 'logo.js', 'skip.js'] });
    const plan = planFirstView(output, options, toPath);
    expect(plan.get('/app/logo.js.ts')).toBe(plan.get('/app/src/shared/lib/date.ts'));
    expect(plan.get('/app/skip.js.ts')).toBe(plan.get('/app/src/shared/lib/date.ts'));
  });

  it('fails when the layout is not in the build', () => {
    expect(() => planFirstView(build(), { ...options, layout: 'src/widgets/gone/index.ts' }, toPath)).toThrow(/src\/widgets\/gone/);
  });
});

describe('planStart', () => {
  it("puts the start module and everything it loads statically into one 'app' chunk, but not what the entry itself loads", () => {
    const plan = planStart(build(), 'src/app/bootstrap.tsx', toPath);
    expect(plan.get('/app/src/app/bootstrap.tsx')).toBe('app');
    expect(plan.get('/app/src/app/routes/router.tsx')).toBe('app');
    expect(plan.get('/app/src/app/store/makeStore.ts')).toBe('app');
    expect(plan.get('/app/src/entities/session/index.ts')).toBe('app');
    // Loaded by the entry too: in the start's chunk, the entry would evaluate the whole start with it.
    expect(plan.has('/app/runtime.js.ts')).toBe(false);
    // React is the stage before (its group ranks above the plan's); the routes load lazily.
    expect(plan.get('/app/node_modules/react-dom/index.js')).toBe('app');
    for (const id of ['/app/index.js.ts', '/app/src/pages/home/index.ts', '/app/src/widgets/shell/index.ts']) expect(plan.has(id), id).toBe(false);
  });

  it('fails when the start module is not in the build', () => {
    expect(() => planStart(build(), 'src/app/gone.tsx', toPath)).toThrow(/src\/app\/gone\.tsx/);
  });
});

describe('DASHBOARD_FIRST_VIEW', () => {
  /** The pages src/app/routes/router.tsx loads: inside the dashboard layout's route, and elsewhere. */
  const routerSource = () => readFileSync(resolve(process.cwd(), 'src/app/routes/router.tsx'), 'utf8');
  const routerPages = () => {
    const source = routerSource();
    const start = source.indexOf('path: PATHS.dashboard.root');
    // The catch-all redirect follows the dashboard's route (the 404 page is a page of the public layout's, before it).
    const end = source.indexOf("path: '*'", start);
    expect(start, 'the dashboard route in router.tsx').toBeGreaterThan(-1);
    expect(end, 'the route after the dashboard in router.tsx').toBeGreaterThan(start);
    const pages = (text: string) => new Set(Array.from(text.matchAll(/'\/src\/pages\/([\w-]+)\/index\.ts'/g), (match) => `src/pages/${match[1]}/index.ts`));
    return { dashboard: pages(source.slice(start, end)), elsewhere: pages(source.slice(0, start) + source.slice(end)) };
  };

  it('lists the layout, the first page and every page the router renders inside the dashboard layout, and no other', () => {
    const { dashboard, elsewhere } = routerPages();
    expect(routerSource()).toContain(`lazyPage('/${DASHBOARD_FIRST_VIEW.layout}'`);
    expect(dashboard).toContain(DASHBOARD_FIRST_VIEW.page);
    expect([...dashboard].filter((page) => !DASHBOARD_FIRST_VIEW.area.test(page))).toEqual([]);
    expect([...elsewhere].filter((page) => DASHBOARD_FIRST_VIEW.area.test(page))).toEqual([]);
    expect(elsewhere.size).toBeGreaterThan(0);
  });
});
