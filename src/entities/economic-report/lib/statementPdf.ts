import { jsPDF } from 'jspdf';
import { formatBRL, formatDate, formatPercent } from '@/shared/lib/format';
import type { SavingsStatement } from '../model/statement';
import { parseReference } from './months';
import { pdfText } from './pdfText';
import { drawTable, INK, PAGE, type Column, type Row } from './statementTable';

/**
 * The annual savings statement as a PDF (decisions §11): text in the standard Helvetica, so it is searched, copied and
 * read aloud as written (pdfText keeps it to what the font encodes), in Portuguese (the document's language is pt-BR).
 * Loaded only through `buildStatementPdf` (statement.ts): jsPDF never enters a route's first load.
 */
const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Janeiro de 2025'; the reference as it came when it cannot be read. */
const monthLabel = (reference: string) => {
  const parsed = parseReference(reference);
  if (!parsed) return reference;
  const label = monthName.format(Date.UTC(parsed.year, parsed.month - 1, 1));
  return label.charAt(0).toUpperCase() + label.slice(1);
};

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

const MONTH_COLUMNS: readonly Column[] = [
  { title: 'Mês', width: 42, align: 'left' },
  { title: 'ACR', width: 34, align: 'right' },
  { title: 'ACL', width: 34, align: 'right' },
  { title: 'Economia', width: 36, align: 'right' },
  { title: 'Economia (%)', width: 32, align: 'right' },
];
const UNIT_COLUMNS: readonly Column[] = [
  { title: 'Unidade', width: 70, align: 'left' },
  { title: 'ACR', width: 36, align: 'right' },
  { title: 'ACL', width: 36, align: 'right' },
  { title: 'Economia', width: 36, align: 'right' },
];
const NOTE =
  'Valores em reais. ACR: custo da energia no mercado cativo (regulado); ACL: custo no mercado livre; ' +
  'Economia: ACR menos ACL; Economia (%): a economia sobre o ACR. Meses fechados.';

/** The statement's title, as the document's title and its first heading. */
const statementTitle = ({ year }: Pick<SavingsStatement, 'year'>) => `Extrato anual de economia ${year}`;

const drawHead = (doc: jsPDF, statement: SavingsStatement) => {
  doc.setFont('helvetica', 'bold').setFontSize(12).setTextColor(INK.brand);
  doc.text(pdfText(statement.brandName), PAGE.margin, PAGE.margin + 4);
  doc.setFont('helvetica', 'normal').setFontSize(9).setTextColor(INK.muted);
  doc.text(`Gerado em ${formatDate(statement.generatedAt)}`, PAGE.width - PAGE.margin, PAGE.margin + 4, { align: 'right' });
  doc.setFont('helvetica', 'bold').setFontSize(18).setTextColor(INK.text);
  doc.text(pdfText(statementTitle(statement)), PAGE.margin, PAGE.margin + 16);
  doc.setFont('helvetica', 'normal').setFontSize(12);
  const scope = doc.splitTextToSize(pdfText(`Relatório de Economia — ${statement.scopeName}`), PAGE.width - 2 * PAGE.margin) as string[];
  doc.text(scope, PAGE.margin, PAGE.margin + 24);
  doc.setFontSize(9).setTextColor(INK.muted);
  const note = doc.splitTextToSize(pdfText(NOTE), PAGE.width - 2 * PAGE.margin) as string[];
  const noteTop = PAGE.margin + 24 + scope.length * 5.5;
  doc.text(note, PAGE.margin, noteTop);
  return noteTop + note.length * 4 + 4;
};

/** Every page's foot: the statement and its scope on the left, 'Página n de N' on the right. */
const drawFeet = (doc: jsPDF, statement: SavingsStatement) => {
  const pages = doc.getNumberOfPages();
  const left = pdfText(`${statement.brandName} · ${statementTitle(statement)} · ${statement.scopeName}`);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(INK.muted);
    doc.text(doc.splitTextToSize(left, 130)[0] as string, PAGE.margin, PAGE.height - 8);
    doc.text(`Página ${page} de ${pages}`, PAGE.width - PAGE.margin, PAGE.height - 8, { align: 'right' });
  }
};

const money = (value: number) => formatBRL(value);

/** The statement as PDF bytes (`extrato-economia-<ano>.pdf`). */
export function statementPdf(statement: SavingsStatement): Uint8Array<ArrayBuffer> {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  const title = `${statementTitle(statement)} — ${statement.scopeName}`;
  doc.setProperties({ title: pdfText(title), subject: pdfText(title), author: pdfText(statement.brandName), creator: pdfText(statement.brandName) });
  doc.setLanguage('pt-BR');
  doc.setCreationDate(statement.generatedAt);
  const months: Row[] = statement.months.map((month) => ({
    cells: [monthLabel(month.reference), money(month.acr), money(month.acl), money(month.savings), percent(month.savingsPercent)],
  }));
  const { total } = statement;
  months.push({ total: true, cells: ['Total', money(total.acr), money(total.acl), money(total.savings), percent(total.savingsPercent)] });
  const pageTop = PAGE.margin + 4;
  const y = drawTable(doc, { columns: MONTH_COLUMNS, rows: months, caption: `Meses de ${statement.year}`, pageTop }, drawHead(doc, statement));
  if (statement.units && statement.units.length > 0) {
    const units: Row[] = statement.units.map((unit) => ({ cells: [unit.name, money(unit.acr), money(unit.acl), money(unit.savings)] }));
    drawTable(doc, { columns: UNIT_COLUMNS, rows: units, caption: `Economia por unidade (${statement.units.length})`, pageTop }, y + 8);
  }
  drawFeet(doc, statement);
  return new Uint8Array(doc.output('arraybuffer'));
}
