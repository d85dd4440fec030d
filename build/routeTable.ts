import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as Table from '../src/shared/routes/table';

const TABLE = resolve(import.meta.dirname, '../src/shared/routes/table.ts');
/** `virtual:routing-table`: the route table without what only the menus read. */
const ROUTING = 'virtual:routing-table';
/** `virtual:route-icons`: the `@ant-design/icons` components the table names, by name. */
const ICONS = 'virtual:route-icons';
/** The fields of an entry that only the menus and the build's tools read. */
const MENU_FIELDS = ['icon', 'nav', 'phone', 'keywords', 'minUnits', 'budget'];

type Module = typeof Table;

const routingView = ({ AREAS, ROUTES }: Module) => {
  const routes = Object.entries(ROUTES).flatMap(([id, entry]) =>
    'external' in entry ? [] : [[id, Object.fromEntries(Object.entries(entry).filter(([field]) => !MENU_FIELDS.includes(field)))]],
  );
  return `export const AREAS = ${JSON.stringify(AREAS)};\nexport const ROUTES = ${JSON.stringify(Object.fromEntries(routes))};\n`;
};

const iconsModule = ({ ROUTES, NAV_GROUPS }: Module) => {
  const entries = [...Object.values(ROUTES), ...Object.values(NAV_GROUPS)];
  const list = [...new Set(entries.flatMap((entry) => ('icon' in entry && entry.icon ? [entry.icon] : [])))].sort().join(', ');
  return `import { ${list} } from '@ant-design/icons';\nexport default { ${list} };\n`;
};

/**
 * The route table (src/shared/routes/table.ts) is plain data that Node reads too (Playwright, scripts/size.mjs). Every
 * page's start needs its routes, not its menus: the app gets the routes from `virtual:routing-table`, without the menu
 * placement, icons, search words and budgets, which stay in the chunk of the menus that read them (docs/build.md, "The
 * route table"). The table is read in Node through Vite's module runner, again after it changes.
 */
export const routeTable = (): Plugin => {
  let table: Promise<Module> | undefined;
  return {
    name: 'aurora:route-table',
    resolveId: (source) => (source === ROUTING || source === ICONS ? `\0${source}` : null),
    async load(id) {
      if (id !== `\0${ROUTING}` && id !== `\0${ICONS}`) return null;
      table ??= runnerImport<Module>(TABLE).then(({ module }) => module);
      this.addWatchFile(TABLE);
      return id === `\0${ROUTING}` ? routingView(await table) : iconsModule(await table);
    },
    watchChange(id) {
      if (id === TABLE) table = undefined;
    },
  };
};
