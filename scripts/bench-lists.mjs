// Render benchmark of the contract and invoice widgets in Chromium, production build:
//   node scripts/bench-lists.mjs [--runs 20] [--contracts 500] [--invoices 120]
// Builds scripts/bench-lists/ (a harness that mounts each widget over a store already holding the data), serves
// it with vite preview on 4206 and times mount → first painted frame, at 1440×900 (tables) and 390×844
// (carousels). Prints median, p95 and max per case. Not part of `npm test`.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = option('--runs', 20);
const WARMUP = 3;
const COUNTS = { contracts: option('--contracts', 500), invoices: option('--invoices', 120) };
const PORT = 4206;
const root = fileURLToPath(new URL('./bench-lists/', import.meta.url));
const outDir = '/tmp/aurora-bench-lists';
const alias = { '@': fileURLToPath(new URL('../src', import.meta.url)) };

await build({ root, configFile: false, logLevel: 'error', resolve: { alias }, build: { outDir, emptyOutDir: true } });
const server = await preview({ root, configFile: false, preview: { port: PORT, strictPort: true }, build: { outDir } });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
};

const rows = [];
try {
  for (const [label, viewport] of [['1440×900 (table)', { width: 1440, height: 900 }], ['390×844 (carousel)', { width: 390, height: 844 }]]) {
    const page = await browser.newPage({ viewport });
    await page.goto(`http://localhost:${PORT}/`);
    await page.waitForFunction(() => document.title === 'ready');
    // The demo account's sizes first, as the baseline the large lists are compared with.
    for (const [kind, count] of [['contracts', 3], ['contracts', COUNTS.contracts], ['invoices', 14], ['invoices', COUNTS.invoices]]) {
      const samples = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const ms = await page.evaluate(([k, n]) => window.__benchRun(k, n), [kind, count]);
        if (i >= WARMUP) samples.push(ms);
      }
      const { median, p95, max } = stats(samples);
      rows.push({ case: `${count} ${kind}`, viewport: label, median: median.toFixed(1), p95: p95.toFixed(1), max: max.toFixed(1) });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

console.log(`Mount → first painted frame, ms (Chromium, production build, ${RUNS} runs after ${WARMUP} warm-ups)`);
console.table(rows);
