// Render budgets of the 240-unit account (docs/units.md), in Chromium with the CPU slowed 4×, production build:
//   node scripts/bench-units.mjs [--runs 15] [--port 5224] [--strict]
// Builds scripts/bench-units/ (a harness that mounts each view over a store already holding the demo chain's data),
// serves it with vite preview and times: 'Todas as unidades' drawing its 240 rows once the data is in (≤ 300 ms),
// a keystroke in the unit picker's search until the filtered list is painted (≤ 50 ms), and a unit's 36 invoices
// (≤ 200 ms, table at 1440×900 and carousel at 390×844). antd's Table drawing the same 240 rows is timed beside,
// as the alternative the page does not use. Prints median, p95 and max, and the machine's load; --strict exits 1
// when a median misses its budget. Not part of `npm test`: the machine is shared, so figures are read with the load.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = option('--runs', 15);
const PORT = option('--port', 5224);
const WARMUP = 3;
const THROTTLE = option('--throttle', 4);
const root = fileURLToPath(new URL('./bench-units/', import.meta.url));
const outDir = '/tmp/aurora-bench-units';
const alias = { '@': fileURLToPath(new URL('../src', import.meta.url)) };

await build({ root, configFile: false, logLevel: 'error', resolve: { alias }, build: { outDir, emptyOutDir: true } });
const server = await preview({ root, configFile: false, preview: { port: PORT, strictPort: true }, build: { outDir } });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
};

const openPage = async (viewport) => {
  const page = await browser.newPage({ viewport });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`http://localhost:${PORT}/`);
  await page.waitForFunction(() => document.title === 'ready');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return page;
};

const sample = async (count, run) => {
  const samples = [];
  for (let i = 0; i < WARMUP + count; i += 1) {
    const ms = await run(i);
    if (i >= WARMUP) samples.push(ms);
  }
  return samples;
};

const rows = [];
const record = (name, viewport, budget, samples) => {
  const { median, p95, max } = stats(samples);
  rows.push({ case: name, viewport, budget: budget ? `≤ ${budget} ms` : '—', median: median.toFixed(1), p95: p95.toFixed(1), max: max.toFixed(1), verdict: budget ? (median <= budget ? 'ok' : 'OVER') : 'compared' });
};

const loadBefore = loadavg();
try {
  const desktop = await openPage({ width: 1440, height: 900 });
  record("Todas as unidades: 240 rows after the data", '1440×900', 300, await sample(RUNS, () => desktop.evaluate(() => window.__bench.mount('units'))));
  record('antd Table, the same 240 rows (not used)', '1440×900', 0, await sample(Math.max(5, Math.floor(RUNS / 2)), () => desktop.evaluate(() => window.__bench.mount('units-antd-table'))));
  record("a unit's 36 invoices (table)", '1440×900', 200, await sample(RUNS, () => desktop.evaluate(() => window.__bench.mount('invoices'))));
  await desktop.evaluate(() => window.__bench.openPicker());
  const words = ['s', 'sa', 'sao', 'sao ', 'sao j', 'sao jo', 'sao jos', 'sao jose', 'sao jos', 'sao j', 'sao', 'sa', 's', ''];
  record('unit picker: one keystroke in its search (240 units)', '1440×900', 50, await sample(RUNS * 4, (i) => desktop.evaluate((text) => window.__bench.keystroke(text), words[i % words.length])));
  await desktop.evaluate(() => window.__bench.closePicker());
  await desktop.close();

  const phone = await openPage({ width: 390, height: 844 });
  record("a unit's 36 invoices (carousel)", '390×844', 200, await sample(RUNS, () => phone.evaluate(() => window.__bench.mount('invoices'))));
  record('Todas as unidades: 240 rows after the data', '390×844', 300, await sample(RUNS, () => phone.evaluate(() => window.__bench.mount('units'))));
  await phone.close();
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
console.log(`Chromium, CPU slowed ${THROTTLE}×, production build; ${RUNS} runs after ${WARMUP} warm-ups (keystrokes: ${RUNS * 4}).`);
console.log(`Load average (1 / 5 / 15 min) before: ${load(loadBefore)}; after: ${load(loadavg())}.`);
console.table(rows);
if (args.includes('--strict') && rows.some((row) => row.verdict === 'OVER')) process.exit(1);
