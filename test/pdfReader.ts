/**
 * pdf.js's legacy build (and its worker) adds Uint8Array's base64 and hex methods, which Node 20 lacks, and uses them.
 * Left in place between reads they make jose, which signs the demo backend's tokens, take them for native and call
 * them on arrays of another realm (jsdom's), where they do not exist: they are there only while pdf.js reads.
 */
const ARRAY_PARTS = [Uint8Array.prototype, Uint8Array] as const;
const native = ARRAY_PARTS.map((part) => new Set(Object.getOwnPropertyNames(part)));
const polyfills = ARRAY_PARTS.map(() => new Map<string, PropertyDescriptor>());
const lendPolyfills = () => ARRAY_PARTS.forEach((part, i) => polyfills[i]!.forEach((descriptor, name) => Object.defineProperty(part, name, descriptor)));
const takePolyfillsBack = () =>
  ARRAY_PARTS.forEach((part, i) => {
    for (const name of Object.getOwnPropertyNames(part)) {
      if (native[i]!.has(name)) continue;
      polyfills[i]!.set(name, Object.getOwnPropertyDescriptor(part, name)!);
      Reflect.deleteProperty(part, name);
    }
  });

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
  lendPolyfills();
  // pdf.js may take the buffer over (it transfers it to its worker): it gets a copy.
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
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
    takePolyfillsBack();
  }
}
