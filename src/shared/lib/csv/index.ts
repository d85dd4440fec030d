export { buildCsv, downloadCsv } from './csv';
export type { CsvCell } from './csv';
