// The reference backend's energy answers over HTTP (docs/energy.md), against the budgets of issues 50 and 51:
//   node scripts/bench-energy-api.mjs [--port 3401] [--runs 15]
// Starts `demo:api` on the port, signs in as Rede Horizonte and times, per call, the wall clock to the whole body:
// a month at 15 minutes of one store (≤ 50 ms median, warm: a store already asked once, and stores never asked
// before, the server already warm), its size gzipped as nginx sends it (level 6, ≤ 40 KB), and the units summary of
// the 240 stores with the new fields (≤ 300 ms warm). Prints median, p95 and max and the machine's load. Not part of
// `npm test`: the machine is shared, so figures are read with the load.
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { startDemoApi } from './demo-api.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = option('--runs', 15);
const { url, close } = await startDemoApi({ port: option('--port', 3401) });
const headers = { 'Content-Type': 'application/json', 'X-Client-Access': 'portal-web' };

const login = await fetch(new URL('v1/Auth/login', url), { method: 'POST', headers, body: JSON.stringify({ cnpj: '27182818000129', password: 'Demo@1234' }) });
const { token } = await login.json();
const call = async (path) => {
  const started = performance.now();
  const response = await fetch(new URL(path, url), { headers: { ...headers, Authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
  return { ms: performance.now() - started, body };
};
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} · max ${sorted.at(-1).toFixed(1)} (${sorted.length} runs)`;
};

const today = new Date(Date.now() - 3 * 3600_000);
const lastMonth = [new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)), new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0))].map((day) => day.toISOString().slice(0, 10));
const month = (store) =>
  `v1/Energy/measurements?physicalAssetId=ua-horizonte-${String(store).padStart(3, '0')}&from=${lastMonth[0]}&to=${lastMonth[1]}&resolution=15m`;

try {
  // The server warms up on a few stores first (JIT), as it would after its first minutes.
  for (let store = 1; store <= 5; store += 1) await call(month(store));
  const firstAsk = [];
  for (let store = 10; store < 10 + RUNS; store += 1) firstAsk.push((await call(month(store))).ms);
  const again = [];
  for (let run = 0; run < RUNS; run += 1) again.push((await call(month(10 + (run % 5)))).ms);
  const { body } = await call(month(120));
  const gzipKb = gzipSync(body, { level: 6 }).length / 1024;
  const coldSummary = (await call('v1/Account/my-units-summary')).ms;
  const summary = [];
  for (let run = 0; run < RUNS; run += 1) summary.push((await call('v1/Account/my-units-summary')).ms);

  console.log(`load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} on this machine`);
  console.log(`month at 15 minutes, a store never asked before  ${stats(firstAsk)}  (budget 50 ms)`);
  console.log(`month at 15 minutes, a store asked again         ${stats(again)}  (budget 50 ms)`);
  console.log(`month at 15 minutes, size                        ${(body.length / 1024).toFixed(1)} KB, ${gzipKb.toFixed(1)} KB gzip  (budget 40 KB gzip)`);
  console.log(`units summary of 240 stores, first call           ${coldSummary.toFixed(0)} ms`);
  console.log(`units summary of 240 stores, warm                 ${stats(summary)}  (budget 300 ms)`);
} finally {
  await close();
}
