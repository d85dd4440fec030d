import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSettings, SETTINGS_STORAGE_KEY } from '@/entities/appearance';

/** index.html's inline script: it runs before the first paint, ahead of the app. */
const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(read('index.html'))?.[1] ?? '';
const early = () => (window as { __auroraEarlySubmits?: { release: () => HTMLFormElement[] } }).__auroraEarlySubmits;
/** Runs the script as a page load does (a previous run's submit listener is released first). */
const run = () => {
  early()?.release();
  new Function(script)();
};

const root = document.documentElement;
afterEach(() => {
  for (const name of ['dir', 'data-theme', 'data-contrast', 'data-stretch', 'data-preset', 'style']) root.removeAttribute(name);
  early()?.release();
  delete (window as { __auroraEarlySubmits?: unknown }).__auroraEarlySubmits;
  document.body.replaceChildren();
});

/** What redux-persist writes: each field JSON-encoded inside the outer object. */
const persist = (settings: Record<string, unknown>) =>
  localStorage.setItem(
    SETTINGS_STORAGE_KEY,
    JSON.stringify({ ...Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, JSON.stringify(value)])), _persist: '{"version":1}' }),
  );

const drawn = () => ({
  themeMode: root.dataset.theme,
  themeDirection: root.dir,
  themeContrast: root.dataset.contrast,
  themeStretch: root.dataset.stretch,
  themeColorPresets: root.dataset.preset,
  colorScheme: root.style.colorScheme,
});

describe("index.html's inline script: the saved appearance before the first paint", () => {
  it('nothing saved: the app\'s default settings, as DocumentSettings writes them later', () => {
    run();
    expect(drawn()).toEqual({
      themeMode: defaultSettings.themeMode,
      themeDirection: defaultSettings.themeDirection,
      themeContrast: defaultSettings.themeContrast,
      themeStretch: String(defaultSettings.themeStretch),
      themeColorPresets: defaultSettings.themeColorPresets,
      colorScheme: defaultSettings.themeMode,
    });
  });

  it('saved settings are put on <html> at once', () => {
    persist({ themeMode: 'dark', themeDirection: 'rtl', themeContrast: 'bold', themeStretch: true, themeColorPresets: 'orange', themeLayout: 'mini' });
    run();
    expect(drawn()).toEqual({
      themeMode: 'dark',
      themeDirection: 'rtl',
      themeContrast: 'bold',
      themeStretch: 'true',
      themeColorPresets: 'orange',
      colorScheme: 'dark',
    });
  });

  it('unknown values and broken storage fall back to the defaults, field by field', () => {
    persist({ themeMode: 'sepia', themeColorPresets: 'purple', themeStretch: 'yes' });
    run();
    expect(drawn()).toMatchObject({ themeMode: 'light', themeColorPresets: 'purple', themeStretch: 'false' });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    run();
    expect(drawn()).toMatchObject({ themeMode: 'light', themeColorPresets: 'default' });
  });
});

describe("index.html's inline script: a form sent before the app runs is held", () => {
  it('holds the submit (no navigation) until released; then the form submits normally again', () => {
    run();
    const form = document.createElement('form');
    document.body.append(form);
    const held = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(held);
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    expect(held.defaultPrevented).toBe(true);
    const released = early()?.release();
    expect(released).toEqual([form]);
    const later = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('the CSP allows the inline script by its hash (script-src has no unsafe-inline)', () => {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

  it.each([
    ['vite.config.ts (vite preview, the e2e suite)', read('vite.config.ts')],
    ['deploy/nginx.conf', read('deploy/nginx.conf')],
  ])('%s', (_where, text) => {
    expect(script).toContain('__auroraEarlySubmits');
    expect(text).toContain(hash);
  });
});
