import { positionFromMenu } from './contractPosition';
import { ENERGY_FIGURES } from './energy';
import { LOAD_CURVE_FIGURES } from './loadCurve';
import { pageOwnJs } from './pageBytes';
import { harnessMount, lighthouseMetric, lighthouseScore, pickerKeystroke, signInTime } from './measures';
import type { Budget, Better } from './stats';
import type { Measure, Serve } from './targets';

/**
 * Every figure `npm run bench` takes: its name, its budget, and how it is measured. A new speed budget is one entry here
 * (and, when no helper of measures.ts takes it yet, one helper there, or a module of its own such as loadCurve.ts).
 *
 * - `serve` picks the build and server (targets.ts); a measure gets the target's URL, the shared Chromium, `once` to
 *   share work between figures (one Lighthouse run serves five of them), and the round. `serve: 'node'` serves nothing,
 *   for a figure computed from the tree itself (the position back-test's mean absolute error, `unit: '%'`, `rounds: 2`).
 * - `budget` is judged on the current build's median: `max` for a time, `min` for a score. Without one, the figure is
 *   printed and compared with the reference only.
 * - `rounds` samples of each build, taken alternately (A B, B A, …), after `warmup` rounds not counted.
 * - `better: 'higher'` for a score; `floor` where values near 0 make no ratio (docs/speed.md, "Reading the bench").
 * A figure that does not depend on the machine's speed (bytes, files, layout shift, scores of the markup) belongs in
 * `npm test` instead: scripts/size.mjs, e2e/real/speed.real.ts, scripts/lighthouse.mjs. The energy pages' bytes are
 * there and also here (`unit: 'KB'`, two rounds), since issues 50 and 51 ask the bench to print them with their budgets.
 */
export type Figure = {
  name: string;
  unit: 'ms' | 'score' | '%' | 'KB';
  budget?: Budget;
  better?: Better;
  floor?: number;
  serve: Serve;
  rounds: number;
  warmup?: number;
  measure: Measure;
};

/** Lighthouse (mobile preset) on a page of the demo build: the performance score and the four timings. */
const lighthouse = (path: string): Figure[] => {
  const common = { serve: 'demo', rounds: 5, warmup: 1 } as const;
  return [
    { ...common, name: `Lighthouse ${path}: performance`, unit: 'score', budget: { min: 98 }, better: 'higher', measure: lighthouseScore(path) },
    { ...common, name: `Lighthouse ${path}: First Contentful Paint`, unit: 'ms', measure: lighthouseMetric(path, 'first-contentful-paint') },
    { ...common, name: `Lighthouse ${path}: Largest Contentful Paint`, unit: 'ms', budget: { max: 2000 }, measure: lighthouseMetric(path, 'largest-contentful-paint') },
    // A tenth of its budget as the floor: blocking times of a few ms on either side make no ratio.
    { ...common, name: `Lighthouse ${path}: Total Blocking Time`, unit: 'ms', budget: { max: 150 }, floor: 15, measure: lighthouseMetric(path, 'total-blocking-time') },
    { ...common, name: `Lighthouse ${path}: Speed Index`, unit: 'ms', measure: lighthouseMetric(path, 'speed-index') },
  ];
};

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The 240-store chain's views, mounted in the harness with the CPU slowed 4× (docs/units.md). */
const units = { serve: 'units', rounds: 15, warmup: 3, unit: 'ms' } as const;

export const FIGURES: Figure[] = [
  ...lighthouse('/'),
  ...lighthouse('/auth/login'),
  { name: "'Entrar' → greeting, demo build", unit: 'ms', budget: { max: 800 }, serve: 'demo', rounds: 7, measure: signInTime('/auth/login', 'greeting') },
  { name: "'Entrar' → greeting over HTTP", unit: 'ms', budget: { max: 600 }, serve: 'http', rounds: 7, measure: signInTime('/auth/login', 'greeting') },
  { name: "'Entrar' → first chart drawn over HTTP", unit: 'ms', budget: { max: 1500 }, serve: 'http', rounds: 7, measure: signInTime('/dashboard/economy', 'chart') },
  { name: "'Posição do contrato' drawn after its menu entry, over HTTP", unit: 'ms', budget: { max: 1000 }, serve: 'http', rounds: 7, warmup: 1, measure: positionFromMenu },
  { ...units, name: "'Todas as unidades': 240 rows drawn, 1440×900, 4× CPU", budget: { max: 300 }, measure: harnessMount(DESKTOP, 'units') },
  { ...units, name: "'Todas as unidades': 240 rows drawn, 390×844, 4× CPU", budget: { max: 300 }, measure: harnessMount(PHONE, 'units') },
  { ...units, name: "A unit's 36 invoices drawn (table), 1440×900, 4× CPU", budget: { max: 200 }, measure: harnessMount(DESKTOP, 'invoices') },
  { ...units, name: "A unit's 36 invoices drawn (carousel), 390×844, 4× CPU", budget: { max: 200 }, measure: harnessMount(PHONE, 'invoices') },
  { ...units, name: 'Unit picker: one keystroke filters 240 units, 4× CPU', budget: { max: 50 }, rounds: 60, measure: pickerKeystroke(DESKTOP) },
  ...ENERGY_FIGURES,
  ...LOAD_CURVE_FIGURES,
  // Bytes, not times: the same every round.
  { name: "'Curva de carga': its own JS beyond the dashboard, gzip over HTTP", unit: 'KB', budget: { max: 40 }, serve: 'http', rounds: 2, measure: pageOwnJs('Curva de carga', '[data-testid="grafico-curva-de-carga"] [data-drawn]') },
  { name: "'Posição do contrato': its own JS beyond the dashboard, gzip over HTTP", unit: 'KB', budget: { max: 30 }, serve: 'http', rounds: 2, measure: pageOwnJs('Posição do contrato', '#conteudo [data-status]') },
];
