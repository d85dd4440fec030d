import type { UnitFilter } from '@/entities/physical-asset';

const FILTERED: Record<string, string> = {
  vencidas: 'com faturas vencidas',
  alertas: 'com alertas',
  'vencidas,alertas': 'com faturas vencidas e alertas',
};

/** What the page says when the search and the filters leave no unit. */
export function noRowsMessage(query: string, filters: readonly UnitFilter[]): string {
  const what = filters.length > 0 ? `Nenhuma unidade ${FILTERED[filters.join(',')]}` : 'Nenhuma unidade';
  const needle = query.trim();
  if (!needle) return `${what}.`;
  // Without a filter only the spelling can be at fault.
  return filters.length > 0 ? `${what} encontrada para “${needle}”.` : `${what} encontrada para “${needle}”. Confira a grafia ou busque pela cidade.`;
}
