import { request } from 'node:http';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import type { Figure } from './figures';
import type { Measure, Target } from './targets';

/**
 * The energy figures of issues 50 and 51 (docs/energy.md): the reference backend's answers over HTTP (nginx in front,
 * as `demo:real` serves them), their time and a month's size as sent, and the projection's back-test computed from the tree.
 */

const HORIZONTE = { cnpj: '27182818000129', password: 'Demo@1234' };
const HEADERS = { 'Content-Type': 'application/json', 'X-Client-Access': 'portal-web' };

/** Rede Horizonte's token on this target, signed in once. */
const chainToken = (target: Target) =>
  target.once('horizonte token', async () => {
    const answer = await fetch(`${target.url}/v1/Auth/login`, { method: 'POST', headers: HEADERS, body: JSON.stringify(HORIZONTE) });
    if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`);
    return ((await answer.json()) as { token: string }).token;
  });

/** ms from the request to the whole body of GET `path(round)`, signed in as the chain. */
const apiTime =
  (path: (round: number) => string): Measure =>
  async (target, round) => {
    const token = await chainToken(target);
    const started = performance.now();
    const answer = await fetch(`${target.url}${path(round)}`, { headers: { ...HEADERS, Authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path(round)} answered ${answer.status}`);
    return performance.now() - started;
  };

/** Last month at 15 minutes of a different store each round (any of the 240 must answer in time). */
const storeMonth = (round: number) => {
  const today = new Date(Date.now() - 3 * 3_600_000);
  const [from, to] = [-1, 0].map((offset) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, offset === 0 ? 0 : 1)).toISOString().slice(0, 10));
  const store = String(1 + ((round + 10) * 37) % 240).padStart(3, '0');
  return `/v1/Energy/measurements?physicalAssetId=ua-horizonte-${store}&from=${from}&to=${to}&resolution=15m`;
};

/** KB of the body of GET `path(round)` as nginx sends it to a browser that accepts gzip, signed in as the chain. */
const apiGzipKb =
  (path: (round: number) => string): Measure =>
  async (target, round) => {
    const token = await chainToken(target);
    const headers = { ...HEADERS, Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' };
    return new Promise<number>((resolve, reject) => {
      const asked = request(`${target.url}${path(round)}`, { headers }, (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => {
          if (answer.statusCode !== 200) reject(new Error(`${path(round)} answered ${answer.statusCode}`));
          else if (answer.headers['content-encoding'] !== 'gzip') reject(new Error(`${path(round)} came without gzip`));
          else resolve(bytes / 1024);
        });
      });
      asked.on('error', reject);
      asked.end();
    });
  };

/** The back-test of test/energyBacktest.ts, run from the tree's own code (its src/ behind '@'), in percent. */
const backtestError: Measure = async (target) => {
  const root = target.tree.root;
  const alias = { '@': join(root, 'src') };
  const { module } = await runnerImport<{ projectionBacktest: () => { meanAbsoluteError: number } }>(join(root, 'test', 'energyBacktest.ts'), { configFile: false, logLevel: 'error', resolve: { alias } });
  return module.projectionBacktest().meanAbsoluteError * 100;
};

export const ENERGY_FIGURES: Figure[] = [
  { name: 'Demo API: a store’s month at 15 min over HTTP, warm', unit: 'ms', budget: { max: 50 }, serve: 'http', rounds: 15, warmup: 3, measure: apiTime(storeMonth) },
  // The same month of the same stores each time: a size, not a time (two rounds; `npm test` holds it too).
  { name: 'Demo API: a store’s month at 15 min, gzip as sent', unit: 'KB', budget: { max: 40 }, serve: 'http', rounds: 2, measure: apiGzipKb(storeMonth) },
  { name: 'Demo API: units summary of 240 stores over HTTP, warm', unit: 'ms', budget: { max: 300 }, serve: 'http', rounds: 9, warmup: 2, measure: apiTime(() => '/v1/Account/my-units-summary') },
  { name: 'Projection back-test: mean absolute error, 12 closed months from the 10th', unit: '%', budget: { max: 5 }, serve: 'node', rounds: 2, measure: backtestError },
];
