import { saveBlob } from '../file';
import { lazily } from '../format';

type CsvCell = string | number;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
// No thousands separator so spreadsheets read the value as a number.
const number = lazily(() => new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 2, signDisplay: 'negative' }));

function cell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? number().format(value) : '';
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV for pt-BR spreadsheets: UTF-8 BOM, ';' between fields, CRLF after every line, decimal comma. */
export function buildCsv(headers: string[], rows: CsvCell[][]): string {
  const lines = [headers, ...rows].map((line) => line.map(cell).join(SEPARATOR) + LINE_END);
  return BOM + lines.join('');
}

/** Downloads CSV text as a file, adding `.csv` when the name lacks it. */
export function downloadCsv(fileName: string, csv: string): void {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
}
