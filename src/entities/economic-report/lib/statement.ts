import type { SavingsStatement } from '../model/statement';

/** `extrato-economia-2025.pdf` (decisions §11). */
export const statementFileName = (year: number) => `extrato-economia-${year}.pdf`;

/**
 * The annual savings statement as a PDF file. Its builder and the PDF library (jsPDF with its compression and PNG
 * modules, about 127 KB gzip) load on the first call only, so no route's first load carries them.
 */
export async function buildStatementPdf(statement: SavingsStatement): Promise<Blob> {
  const { statementPdf } = await import('./statementPdf');
  return new Blob([statementPdf(statement)], { type: 'application/pdf' });
}
