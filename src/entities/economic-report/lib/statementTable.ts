import type { jsPDF } from 'jspdf';
import { pdfText } from './pdfText';

export type Column = { title: string; width: number; align: 'left' | 'right' };
export type Row = { cells: readonly string[]; total?: boolean };

/** A4 portrait in millimetres, and the statement's print colours (dark text on white, the brand's accessible blue). */
export const PAGE = { width: 210, height: 297, margin: 16, bottom: 281 } as const;
export const INK = { text: '#1F2937', muted: '#5B6472', brand: '#2A62C9', rule: '#C9D1DC', header: '#EEF2F8' } as const;

const FONT_SIZE = 9;
const LINE = 4.2;
const PADDING = { x: 2, y: 1.6 };

type Table = {
  columns: readonly Column[];
  rows: readonly Row[];
  /** Drawn above the table, and again (with '(continuação)') on each page it runs onto. */
  caption: string;
  /** Where each new page's content starts (below its running head). */
  pageTop: number;
};

const cellLines = (doc: jsPDF, text: string, column: Column) => doc.splitTextToSize(pdfText(text), column.width - 2 * PADDING.x) as string[];

const rowHeight = (doc: jsPDF, row: Row, columns: readonly Column[]) =>
  Math.max(...columns.map((column, i) => cellLines(doc, row.cells[i] ?? '', column).length)) * LINE + 2 * PADDING.y;

const drawCells = (doc: jsPDF, cells: readonly string[], columns: readonly Column[], y: number) => {
  let x = PAGE.margin;
  columns.forEach((column, i) => {
    const lines = cellLines(doc, cells[i] ?? '', column);
    const left = column.align === 'right' ? x + column.width - PADDING.x : x + PADDING.x;
    doc.text(lines, left, y + PADDING.y + LINE * 0.75, { align: column.align, lineHeightFactor: LINE / (FONT_SIZE * 0.3528) });
    x += column.width;
  });
};

const tableWidth = (columns: readonly Column[]) => columns.reduce((sum, column) => sum + column.width, 0);

const drawCaption = (doc: jsPDF, caption: string, y: number) => {
  doc.setFont('helvetica', 'bold').setFontSize(11).setTextColor(INK.text);
  doc.text(pdfText(caption), PAGE.margin, y + 4);
  return y + 7;
};

const drawHeader = (doc: jsPDF, columns: readonly Column[], y: number) => {
  doc.setFont('helvetica', 'bold').setFontSize(FONT_SIZE).setTextColor(INK.text);
  const height = rowHeight(doc, { cells: columns.map((column) => column.title) }, columns);
  doc.setFillColor(INK.header).rect(PAGE.margin, y, tableWidth(columns), height, 'F');
  drawCells(doc, columns.map((column) => column.title), columns, y);
  return y + height;
};

/**
 * Draws a table from `y`, onto as many pages as it needs: a row is never split, and each page it runs onto repeats
 * its caption and header. Returns where the table ends.
 */
export function drawTable(doc: jsPDF, { columns, rows, caption, pageTop }: Table, y: number): number {
  doc.setFont('helvetica', 'bold').setFontSize(FONT_SIZE);
  const headerHeight = rowHeight(doc, { cells: columns.map((column) => column.title) }, columns);
  const firstRow = rows[0] ? rowHeight(doc, rows[0], columns) : 0;
  // Caption and header never end a page alone.
  if (y + 7 + headerHeight + firstRow > PAGE.bottom) {
    doc.addPage();
    y = pageTop;
  }
  y = drawHeader(doc, columns, drawCaption(doc, caption, y));
  for (const row of rows) {
    doc.setFont('helvetica', row.total ? 'bold' : 'normal').setFontSize(FONT_SIZE);
    const height = rowHeight(doc, row, columns);
    if (y + height > PAGE.bottom) {
      doc.addPage();
      y = drawHeader(doc, columns, drawCaption(doc, `${caption} (continuação)`, pageTop));
      doc.setFont('helvetica', row.total ? 'bold' : 'normal').setFontSize(FONT_SIZE);
    }
    doc.setTextColor(INK.text);
    drawCells(doc, row.cells, columns, y);
    doc.setDrawColor(row.total ? INK.text : INK.rule).setLineWidth(row.total ? 0.3 : 0.1);
    const ruleY = row.total ? y : y + height;
    doc.line(PAGE.margin, ruleY, PAGE.margin + tableWidth(columns), ruleY);
    y += height;
  }
  return y;
}
