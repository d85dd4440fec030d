import type { SortKey } from '../lib/unitRows';

/** The table's columns, each sortable, in order (decisions §9, §10, §11); the row's action comes after them. */
export const COLUMNS: readonly { key: SortKey; title: string; numeric?: boolean }[] = [
  { key: 'name', title: 'Unidade' },
  { key: 'place', title: 'Cidade/UF' },
  { key: 'openAmount', title: 'Em aberto', numeric: true },
  { key: 'overdueAmount', title: 'Vencido', numeric: true },
  { key: 'overdueCount', title: 'Vencidas', numeric: true },
  { key: 'nextDueDate', title: 'Próximo vencimento', numeric: true },
  { key: 'savingsYear', title: 'Economia no ano', numeric: true },
  { key: 'demandMaxKw', title: 'Demanda máx.', numeric: true },
  { key: 'positionLabel', title: 'Posição' },
  { key: 'alertCount', title: 'Alertas', numeric: true },
];
