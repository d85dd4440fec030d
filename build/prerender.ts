import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

/**
 * The public and auth pages painted from HTML. After the browser build, the sources are built for Node
 * (src/app/prerender/entry-server.tsx) and each route of PRERENDERED_ROUTES is rendered by React's server renderer into
 * its file: home.html for `/` (index.html stays every other route's shell), `<path>.html` for the rest. Each holds the
 * markup in #root (with its route and build date, which the browser checks before hydrating), its title, the CSS its
 * markup uses inline and preloads of the Rubik weights it draws. No script tag: <html data-app-scripts> names the app's
 * files (and the route's own where the route lists them) for index.html's script to request after the first paint, and
 * `data-app-styles` the stylesheets already inline. A page drawn with antd is left out: antd styles from JavaScript.
 */
const HOME_FILE = 'home.html';
const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const CONFIG_PRELOAD = /\s*<link rel="preload" href="\/config\.json"[^>]*>/;
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** What src/app/prerender/entry-server.tsx exports. */
type ServerEntry = {
  PRERENDERED_ROUTES: readonly { path: string; fonts: readonly number[]; codeWithStart: readonly string[] }[];
  prerenderedFile: (path: string) => string;
  renderRoute: (path: string) => Promise<{ html: string; title: string | null }>;
};

/** What the browser build wrote, by file: each chunk's modules (paths from the project root) and static imports. */
export type BuiltChunks = Map<string, { modules: readonly string[]; imports: readonly string[] }>;

/** The files (`/assets/…`) that load `modules` (paths from the project root): the chunks holding them, imports first. */
export const routeScripts = (chunks: BuiltChunks, modules: readonly string[]): string[] => {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(`/${fileName}`)) return;
    chunks.get(fileName)?.imports.forEach(visit);
    files.push(`/${fileName}`);
  };
  for (const module of modules) {
    const holding = [...chunks].find(([, chunk]) => chunk.modules.includes(module));
    if (!holding) throw new Error(`prerender: no chunk of the build holds the route module ${module}`);
    visit(holding[0]);
  }
  return files;
};

/** The build's stylesheets in the order the app loads them (the cascade's): the entry's, then each chunk's. */
const stylesheetsInLoadOrder = (manifest: Manifest): string[] => {
  const order = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((file) => order.add(file));
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit('index.html');
  return [...order];
};

/** Class names in a stylesheet's selectors (url(…) stripped first), and in a page's markup. */
const cssClasses = (css: string) => new Set(Array.from(css.replace(/url\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1]!));
const htmlClasses = (html: string) => new Set(Array.from(html.matchAll(/\sclass="([^"]*)"/g)).flatMap((match) => match[1]!.split(/\s+/)));

/** Builds the server entry into one file (every dependency inside: Node never loads the packages' browser builds). */
const loadServerEntry = async (config: ResolvedConfig): Promise<ServerEntry> => {
  const outDir = resolve(config.root, 'node_modules/.aurora-prerender', relative(config.root, config.build.outDir).replace(/\W/g, '_'));
  const output = { entryFileNames: 'entry-server.mjs', codeSplitting: false };
  await build({
    ...{ configFile: config.configFile, root: config.root, mode: config.mode, logLevel: 'warn', ssr: { noExternal: true } },
    build: { ssr: 'src/app/prerender/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false, minify: false, rolldownOptions: { output } },
  });
  return import(`${pathToFileURL(join(outDir, 'entry-server.mjs')).href}?t=${Date.now()}`) as Promise<ServerEntry>;
};

/** Writes the prerendered pages into the build folder `config` has just built. */
const prerenderPages = async (config: ResolvedConfig, chunks: BuiltChunks) => {
  const outDir = resolve(config.root, config.build.outDir);
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry || !CONFIG_PRELOAD.test(shell) || !shell.includes(EMPTY_ROOT)) throw new Error('index.html: no entry script, config.json preload or empty #root');
  // The app's scripts leave <head>: each page names them for index.html's script to request after its first paint.
  const appScripts = [entry, ...Array.from(shell.matchAll(MODULE_PRELOAD), (match) => match[1]!)];
  const entryCss = Array.from(shell.matchAll(STYLESHEET), (match) => match[1]!);
  const template = shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(CONFIG_PRELOAD, '').replace(STYLESHEET, '');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sheets = await Promise.all(
    stylesheetsInLoadOrder(manifest).map(async (file) => {
      const css = await readFile(join(outDir, file), 'utf8');
      return { file, css, classes: cssClasses(css) };
    }),
  );
  const fontFile = (weight: number) => {
    const file = sheets.map(({ css }) => new RegExp(`/assets/rubik-latin-${weight}-normal-[\\w-]+\\.woff2`).exec(css)?.[0]).find(Boolean);
    if (!file) throw new Error(`prerender: no Rubik ${weight} (latin, woff2) in the stylesheets`);
    return file;
  };
  const server = await loadServerEntry(config);
  const builtAt = new Date().toISOString();
  const written: string[] = [];
  for (const route of server.PRERENDERED_ROUTES) {
    const page = await server.renderRoute(route.path);
    if (/\sclass="(?:[^"]*\s)?ant-/.test(page.html)) {
      config.logger.warn(`prerender: ${route.path} is left to the app shell: its markup uses antd's classes`);
      continue;
    }
    // React's inline scripts (a Suspense boundary revealed late) would be refused by the CSP: all is inline markup.
    if (page.html.includes('<script')) throw new Error(`prerender: ${route.path} holds an inline script the CSP refuses`);
    // The entry's stylesheets, and every other one that styles a class of the page's markup.
    const used = htmlClasses(page.html);
    const inline = sheets.filter((sheet) => entryCss.includes(sheet.file) || [...sheet.classes].some((name) => used.has(name)));
    const fonts = route.fonts.map((weight) => `<link rel="preload" href="${fontFile(weight)}" as="font" type="font/woff2" crossorigin />`);
    const scripts = [...appScripts, ...routeScripts(chunks, route.codeWithStart).filter((file) => !appScripts.includes(file))];
    // Hashed file names and the routes' own paths: nothing in them to escape.
    const attributes = `data-app-scripts="${scripts.join(' ')}" data-app-styles="${inline.map(({ file }) => `/${file}`).join(' ')}"`;
    const html = template
      .replace(/<html([^>]*)>/, (_tag, rest: string) => `<html${rest} ${attributes}>`)
      // The page's title before the shell's, where React puts a hoisted <title>: the shell's stays for screens without one.
      .replace(/<title>[^<]*<\/title>/, (title) => (page.title === null ? title : `<title>${page.title}</title>${title}`))
      .replace('</head>', () => `  ${fonts.join('\n    ')}\n    <style>${inline.map(({ css }) => css.trim()).join('\n')}</style>\n  </head>`)
      .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${route.path}" data-prerendered-at="${builtAt}">${page.html}</div>`);
    const file = join(outDir, server.prerenderedFile(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    written.push(route.path);
  }
  config.logger.info(`prerendered into ${config.build.outDir}/: ${written.join(', ')}`);
};

export const prerender = (): Plugin => {
  const chunks: BuiltChunks = new Map();
  return {
    name: 'aurora:prerender',
    apply: (_config, { command, isPreview }) => Boolean(isPreview) || (command === 'build' && !process.env.VITEST),
    // `vite preview` answers `/` with the prerendered home (it finds the other pages as `<path>.html` itself).
    configurePreviewServer({ config, middlewares }) {
      middlewares.use((req, _res, next) => {
        const [path, query] = (req.url ?? '').split(/\?(.*)/s);
        const page = /text\/html|\*\/\*/.test(req.headers.accept ?? '*/*') && existsSync(resolve(config.root, config.build.outDir, HOME_FILE));
        if (path === '/' && page) req.url = `/${HOME_FILE}${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
    generateBundle(_options, bundle) {
      const { config } = this.environment;
      if (config.build.ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = chunk.moduleIds.map((id) => relative(config.root, id.replace(/\?.*$/, '')).split('\\').join('/'));
        chunks.set(chunk.fileName, { modules, imports: chunk.imports });
      }
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { config } = this.environment;
        if (!config.build.ssr) await prerenderPages(config, chunks);
      },
    },
  };
};
