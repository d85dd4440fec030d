// The route table without what only the menus read, from the `aurora:route-table` plugin (build/routeTable.ts).
declare module 'virtual:routing-table' {
  import type { AREAS as Areas, ROUTES as Routes } from '@/shared/routes/table';

  type Table = typeof Routes;
  /** What only the menus and the build's tools read. */
  type MenuField = 'icon' | 'nav' | 'phone' | 'keywords' | 'minUnits' | 'budget';

  export const AREAS: typeof Areas;
  export const ROUTES: { [K in keyof Table as Table[K] extends { external: string } ? never : K]: Omit<Table[K], MenuField> };
}
