import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A text run as pdf.js reads it: its string and where it starts (points from the page's lower left). */
type Run = { text: string; x: number; y: number };

export type ReadPdf = {
  /** Each page's text as a reader would extract it: one line per baseline, top to bottom, its runs joined by ' | '. */
  pages: string[][];
  /** Each page's runs, for checks of where text sits. */
  runs: Run[][];
  pageSize: { width: number; height: number };
  title: string | undefined;
  language: string | undefined;
};

/**
 * Reads a PDF's text with Mozilla's pdf.js (its Node build): a reader that shares no code with the library that wrote
 * the file, so what it gets back is what a search, a copy or a screen reader gets.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js may take the buffer over (it transfers it to its worker): it gets a copy.
  const pdf = await getDocument({ data: bytes.slice(), verbosity: VerbosityLevel.ERRORS }).promise;
  try {
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
    const pages: string[][] = [];
    const runs: Run[][] = [];
    let pageSize = { width: 0, height: 0 };
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const [, , width = 0, height = 0] = page.view;
      pageSize = { width, height };
      const content = await page.getTextContent();
      const pageRuns = content.items
        .flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : []))
        .sort((a, b) => b.y - a.y || a.x - b.x);
      const lines: Run[][] = [];
      for (const run of pageRuns) {
        const line = lines.at(-1);
        if (line && Math.abs(line[0]!.y - run.y) < 0.5) line.push(run);
        else lines.push([run]);
      }
      runs.push(pageRuns);
      pages.push(lines.map((line) => line.map((run) => run.text).join(' | ')));
    }
    return { pages, runs, pageSize, title: info.Title, language: info.Language };
  } finally {
    await pdf.destroy();
  }
}
