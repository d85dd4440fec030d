import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { chunksByFile } from './startPreloads';

/**
 * Public and auth pages painted from HTML (issue 17). After the browser build, the same sources are built for
 * Node (`src/app/prerender/entry-server.tsx`) and each route of PRERENDERED_ROUTES is rendered with React's
 * server renderer into its own file of the build folder: home.html for `/`, `auth/login.html` for /auth/login…
 * (index.html stays the app shell every other route falls back to). Each file holds the page's markup in
 * #root, the page's title, the CSS its markup uses inline (the stylesheets of the entry and of every chunk
 * whose classes it uses) and preloads of the Rubik weights its first screen draws. The browser hydrates it.
 * Its scripts are not in its HTML: <html data-app-scripts="entry preloads…"> names them (on the auth screens, the
 * route's own files too: `codeWithStart`), and index.html's inline
 * script requests them (and config.json) once the page has painted, so neither their download nor hydration
 * holds back its first paint (on a slow phone the app's start would otherwise run before the page is drawn).
 * `data-app-styles` lists the stylesheets inlined in the page, which the app then does not load again.
 * A page drawn with antd is left out (antd styles its markup from JavaScript, so its HTML would paint unstyled).
 * The build fails when an inline script of index.html is missing from the CSP it is given.
 * `vite preview` serves home.html for `/` (nginx: deploy/nginx.conf); other routes are found as `<path>.html`.
 */

const SERVER_ENTRY = 'src/app/prerender/entry-server.tsx';
const SERVER_FILE = 'entry-server.mjs';
const HOME_FILE = 'home.html';
const EMPTY_ROOT = '<div id="root"></div>';
const ANTD_MARKUP = /\sclass="(?:[^"]*\s)?ant-/;

type Route = { path: string; fonts: readonly number[]; codeWithStart: boolean };
type ServerEntry = {
  PRERENDERED_ROUTES: readonly Route[];
  prerenderedFile: (path: string) => string;
  routeModules: (path: string) => string[];
  renderRoute: (path: string) => Promise<{ html: string; title: string | null }>;
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Every inline classic script of the page must be allowed by its hash (script-src 'self' allows no other). */
const checkInlineScripts = (html: string, csp: string) => {
  for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const hash = sha256(body ?? '');
    if (!csp.includes(hash)) throw new Error(`index.html: an inline script's hash ${hash} is not in the CSP's script-src`);
  }
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const CONFIG_PRELOAD = /\s*<link rel="preload" href="\/config\.json"[^>]*>/;

/**
 * The template with the app's scripts (and the config.json preload) taken out of <head>, and those scripts, entry
 * first: each page lists them on <html> (`data-app-scripts`) for index.html's inline script to request after the
 * first paint.
 */
const scriptsAfterPaint = (template: string): { template: string; scripts: string[] } => {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html: no module script to load after the first paint');
  if (!CONFIG_PRELOAD.test(template)) throw new Error('index.html: no config.json preload');
  if (!template.includes('data-app-scripts')) throw new Error("index.html: its inline script does not start the app from data-app-scripts");
  const preloads = Array.from(template.matchAll(MODULE_PRELOAD), (match) => match[1] ?? '');
  return {
    template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(CONFIG_PRELOAD, ''),
    scripts: [entry, ...preloads],
  };
};

/** The stylesheets of the build, in the order the app loads them: the entry's, then each chunk's, imports first. */
const stylesheetsInLoadOrder = (manifest: Manifest): string[] => {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) if (!order.includes(file)) order.push(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return order;
};

/** What the browser build wrote, by file: each chunk's modules (paths from the project root) and static imports. */
export type BuiltChunks = Map<string, { modules: readonly string[]; imports: readonly string[] }>;

/**
 * The script files a route's modules load as they are first drawn (`modules`: paths from the project root, as the
 * router names them): the chunk holding each module and every chunk it imports, imports first.
 */
export const routeScripts = (chunks: BuiltChunks, modules: readonly string[]): string[] => {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(`/${fileName}`)) return;
    for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
    files.push(`/${fileName}`);
  };
  for (const module of modules) {
    const holding = [...chunks].find(([, chunk]) => chunk.modules.includes(module.replace(/^\//, '')));
    if (!holding) throw new Error(`prerender: no chunk of the build holds the route module ${module}`);
    visit(holding[0]);
  }
  return files;
};

/** Class names a stylesheet styles (`.name` in its selectors; url(…) and numbers stripped first). */
const stylesheetClasses = (css: string) =>
  new Set(Array.from(css.replace(/url\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? ''));

const htmlClasses = (html: string) =>
  new Set(Array.from(html.matchAll(/\sclass="([^"]*)"/g)).flatMap((match) => (match[1] ?? '').split(/\s+/).filter(Boolean)));

type Stylesheet = { file: string; css: string; classes: Set<string> };

/** The entry's stylesheets, plus every other stylesheet that styles a class the page's markup uses. */
const criticalSheets = (html: string, entry: readonly string[], sheets: readonly Stylesheet[]) => {
  const used = htmlClasses(html);
  return sheets.filter((sheet) => entry.includes(sheet.file) || [...sheet.classes].some((name) => used.has(name)));
};

const fontFile = (entryCss: string, weight: number) => {
  const file = new RegExp(`/assets/rubik-latin-${weight}-normal-[\\w-]+\\.woff2`).exec(entryCss)?.[0];
  if (!file) throw new Error(`prerender: no Rubik ${weight} (latin, woff2) in the entry stylesheet`);
  return file;
};

const buildServerEntry = async (config: ResolvedConfig, serverDir: string): Promise<ServerEntry> => {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: SERVER_ENTRY,
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: SERVER_FILE, codeSplitting: false } },
    },
    // One file with every dependency in it: Node never loads the packages' own (browser-only) builds.
    ssr: { noExternal: true },
  });
  const file = pathToFileURL(join(serverDir, SERVER_FILE)).href;
  return (await import(`${file}?t=${Date.now()}`)) as ServerEntry;
};

/** Writes the prerendered pages into the build folder that `config` has just built. */
const prerenderPages = async (config: ResolvedConfig, csp: string, chunks: BuiltChunks) => {
  const outDir = resolve(config.root, config.build.outDir);
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  checkInlineScripts(shell, csp);
  const { template, scripts: appScripts } = scriptsAfterPaint(shell);
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // The stylesheets in the shell's <head>: the entry's, and those of the stages of the app's start beside them
  // (build/startPreloads.ts). All of them are inline here.
  const entry = Array.from(shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g), (match) => match[1] ?? '');
  const sheets = await Promise.all(
    stylesheetsInLoadOrder(manifest).map(async (file) => {
      const css = await readFile(join(outDir, file), 'utf8');
      return { file, css, classes: stylesheetClasses(css) };
    }),
  );
  const entryLinks = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/(${entry.map((f) => f.replace(/[.]/g, '\\.')).join('|')})"[^>]*>`, 'g');
  const entryCss = sheets.filter((sheet) => entry.includes(sheet.file)).map((sheet) => sheet.css).join('\n');
  const server = await buildServerEntry(config, resolve(config.root, 'node_modules', '.aurora-prerender', basename(outDir)));
  const builtAt = new Date().toISOString();
  const written: string[] = [];
  for (const route of server.PRERENDERED_ROUTES) {
    const page = await server.renderRoute(route.path);
    if (ANTD_MARKUP.test(page.html)) {
      // antd writes its styles from JavaScript: such a page would paint unstyled until the app runs.
      config.logger.warn(`prerender: ${route.path} is left to the app shell: its markup uses antd's classes`);
      continue;
    }
    if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html: no ${EMPTY_ROOT} to render into`);
    // React's inline scripts (a Suspense boundary revealed late) would be refused by the CSP: all is inline markup.
    if (page.html.includes('<script')) throw new Error(`prerender: ${route.path} holds an inline script the CSP refuses`);
    const inline = criticalSheets(page.html, entry, sheets);
    const head =
      route.fonts.map((weight) => `<link rel="preload" href="${fontFile(entryCss, weight)}" as="font" type="font/woff2" crossorigin />\n    `).join('') +
      `    <style>${inline.map((sheet) => sheet.css.trim()).join('\n')}</style>\n  </head>`;
    // The stylesheets already inline, for index.html's script to mark as loaded (a disabled <link>, never fetched)
    // before the app runs: Vite's loader then skips them, instead of fetching each again and restyling the page.
    const styles = `data-app-styles="${escapeAttribute(inline.map((sheet) => `/${sheet.file}`).join(' '))}"`;
    // The route's own files join the start's where the route asks it (src/app/prerender/routes.ts), so the browser
    // fetches them beside it: otherwise they are asked for once the start has run and matched the route.
    const routeFiles = route.codeWithStart ? routeScripts(chunks, server.routeModules(route.path)).filter((file) => !appScripts.includes(file)) : [];
    const scripts = `data-app-scripts="${escapeAttribute([...appScripts, ...routeFiles].join(' '))}"`;
    const html = template
      .replace(/<html([^>]*)>/, (_tag, attributes: string) => `<html${attributes} ${scripts} ${styles}>`)
      // The page's title goes before the shell's, as React puts a hoisted <title> at run time: when the page
      // unmounts, React removes its own and the shell's stays, so a screen without a title of its own keeps one.
      .replace(/<title>[^<]*<\/title>/, (title) => (page.title === null ? title : `<title>${page.title}</title>${title}`))
      .replace(entryLinks, '')
      .replace('</head>', () => head)
      .replace(
        EMPTY_ROOT,
        () => `<div id="root" data-prerendered="${escapeAttribute(route.path)}" data-prerendered-at="${builtAt}">${page.html}</div>`,
      );
    const file = join(outDir, server.prerenderedFile(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    written.push(route.path);
  }
  config.logger.info(`prerendered into ${config.build.outDir}/: ${written.join(', ')}`);
};

/** `vite preview` answers `/` with the prerendered home (other prerendered routes it finds as `<path>.html`). */
const serveHome = (distDir: string) => (req: { url?: string; headers: { accept?: string } }, _res: unknown, next: () => void) => {
  const [path, query] = (req.url ?? '').split(/\?(.*)/s);
  const accept = req.headers.accept ?? '';
  if (path === '/' && (accept === '' || accept.includes('text/html') || accept.includes('*/*')) && existsSync(join(distDir, HOME_FILE))) {
    req.url = `/${HOME_FILE}${query === undefined ? '' : `?${query}`}`;
  }
  next();
};

export const prerender = ({ csp }: { csp: string }): Plugin => {
  let config: ResolvedConfig;
  const chunks: BuiltChunks = new Map();
  return {
    name: 'aurora:prerender',
    apply: (_config, { command, isPreview }) => Boolean(isPreview) || (command === 'build' && !process.env.VITEST),
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveHome(resolve(config.root, config.build.outDir)));
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      chunks.clear();
      const toPath = (id: string) => relative(config.root, id.replace(/\?.*$/, '')).split('\\').join('/');
      for (const [fileName, chunk] of chunksByFile(bundle)) chunks.set(fileName, { modules: chunk.moduleIds.map(toPath), imports: chunk.imports });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr || config.command !== 'build') return;
        await prerenderPages(config, csp, chunks);
      },
    },
  };
};
