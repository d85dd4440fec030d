/** The demo backend's scenarios (decisions §2); index.html's inline script keeps the same list (a unit test). */
export const SCENARIO_NAMES = [
  'none',
  'cms-down',
  'server-error',
  'rate-limit',
  'slow',
  'files-missing',
  'short-token',
  'refresh-fails',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** sessionStorage key that keeps the scenario for the life of the tab (decisions §2). */
export const SCENARIO_STORAGE_KEY = 'demo-scenario';

let current: ScenarioName = 'none';
/** In the browser the tab's storage is the source, so QA can switch scenarios without a reload. */
let storage: Pick<Storage, 'getItem'> | null = null;

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

export function getScenario(): ScenarioName {
  if (storage) {
    const stored = storage.getItem(SCENARIO_STORAGE_KEY);
    return isScenarioName(stored) ? stored : 'none';
  }
  return current;
}

export function setScenario(name: ScenarioName): void {
  current = name;
}

/**
 * Reads the scenario from `source` on every request (the browser's sessionStorage; the HTTP server's per-request
 * store). Returns what puts the previous source back (the HTTP server calls it as it closes, so the unit tests that
 * run after it in the same process are back on `setScenario`).
 */
export function followScenarioStorage(source: Pick<Storage, 'getItem'> | null): () => void {
  const previous = storage;
  storage = source;
  return () => {
    if (storage === source) storage = previous;
  };
}

type ScenarioStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Applies `?scenario=NAME` to the tab's storage (`none` clears it) and returns the scenario now in force.
 * Unknown names are ignored with a warning so a typo never breaks the demo.
 */
export function resolveScenario(search: string, storage: ScenarioStorage): ScenarioName {
  const requested = new URLSearchParams(search).get('scenario');
  if (requested === 'none') {
    storage.removeItem(SCENARIO_STORAGE_KEY);
  } else if (isScenarioName(requested)) {
    storage.setItem(SCENARIO_STORAGE_KEY, requested);
  } else if (requested !== null) {
    console.warn(`[demo backend] cenário desconhecido: "${requested}". Use um de: ${SCENARIO_NAMES.join(', ')}.`);
  }
  const stored = storage.getItem(SCENARIO_STORAGE_KEY);
  return isScenarioName(stored) ? stored : 'none';
}

