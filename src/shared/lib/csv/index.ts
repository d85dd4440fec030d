export { buildCsv, downloadCsv } from './csv';
