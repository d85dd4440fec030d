import { saveBlob } from '../file';
import { lazily } from '../format';

type CsvCell = string | number;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
// No thousands separator so spreadsheets read the value as a number.
const number = lazily(() => new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 2, signDisplay: 'negative' }));

// A text cell starting with one of these runs as a formula in Excel, LibreOffice and Sheets (OWASP "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/;
// Text that is only a number (`-12`, `-1.234,56`) runs nothing: it keeps its sign and stays a number for the sheet.
const PLAIN_NUMBER = /^[-+]?\d+(?:[.,]\d+)*$/;

/** Text as data, never a formula: a leading apostrophe makes the spreadsheet show it as typed. */
const inert = (text: string): string => (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text);

function cell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? number().format(value) : '';
  const text = inert(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV for pt-BR spreadsheets: UTF-8 BOM, ';' between fields, CRLF after every line, decimal comma. Numbers are
 * written as numbers (negative ones too); text that a spreadsheet would run as a formula is written inert.
 */
export function buildCsv(headers: string[], rows: CsvCell[][]): string {
  const lines = [headers, ...rows].map((line) => line.map(cell).join(SEPARATOR) + LINE_END);
  return BOM + lines.join('');
}

/** Downloads CSV text as a file, adding `.csv` when the name lacks it. */
export function downloadCsv(fileName: string, csv: string): void {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
}
