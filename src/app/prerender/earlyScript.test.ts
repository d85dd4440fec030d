import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSettings, SETTINGS_STORAGE_KEY, SETTINGS_VERSION } from '@/entities/appearance';
import { SCENARIO_NAMES, SCENARIO_STORAGE_KEY } from '../../../mocks/scenarios';
import { securityHeaders } from '../../../build/securityHeaders';
import '@test/demoBackend';

/** index.html's inline script: it runs before the first paint, ahead of the app. */
const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(read('index.html'))?.[1] ?? '';
const early = () => (window as { __auroraEarlyActions?: { release: () => { kind: string; element: Element }[] } }).__auroraEarlyActions;
/** Runs the script as a page load does (a previous run's submit listener is released first). */
const run = () => {
  early()?.release();
  new Function(script)();
};

const root = document.documentElement;
afterEach(() => {
  for (const name of ['dir', 'data-theme', 'data-contrast', 'data-stretch', 'data-preset', 'data-app-scripts', 'data-app-styles', 'style']) root.removeAttribute(name);
  early()?.release();
  delete (window as { __auroraEarlyActions?: unknown }).__auroraEarlyActions;
  document.body.replaceChildren();
  document.head.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** What redux-persist writes: each field JSON-encoded inside the outer object, with the settings' version. */
const persist = (settings: Record<string, unknown>, version = SETTINGS_VERSION) =>
  localStorage.setItem(
    SETTINGS_STORAGE_KEY,
    JSON.stringify({ ...Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, JSON.stringify(value)])), _persist: JSON.stringify({ version, rehydrated: true }) }),
  );

/** The device's light or dark preference, as `matchMedia('(prefers-color-scheme: dark)')` answers it. */
const deviceMode = (mode: 'light' | 'dark') =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && mode === 'dark', media: query }));

const drawn = () => ({
  themeMode: root.dataset.theme,
  themeDirection: root.dir,
  themeContrast: root.dataset.contrast,
  themeStretch: root.dataset.stretch,
  themeColorPresets: root.dataset.preset,
  colorScheme: root.style.colorScheme,
});

describe("index.html's inline script: the saved appearance before the first paint", () => {
  it.each(['light', 'dark'] as const)("nothing saved, a %s device: the app's default settings in the device's mode, as DocumentSettings writes them later", (mode) => {
    deviceMode(mode);
    run();
    expect(drawn()).toEqual({
      themeMode: mode,
      themeDirection: defaultSettings.themeDirection,
      themeContrast: defaultSettings.themeContrast,
      themeStretch: String(defaultSettings.themeStretch),
      themeColorPresets: defaultSettings.themeColorPresets,
      colorScheme: mode,
    });
  });

  it('a mode chosen in Configurações wins over the device; a light stored before version 2 (everyone\'s old default) does not', () => {
    deviceMode('dark');
    persist({ themeMode: 'light', themeColorPresets: 'cyan' });
    run();
    expect(drawn()).toMatchObject({ themeMode: 'light', colorScheme: 'light', themeColorPresets: 'cyan' });
    persist({ themeMode: 'light', themeColorPresets: 'cyan' }, 1);
    run();
    expect(drawn()).toMatchObject({ themeMode: 'dark', colorScheme: 'dark', themeColorPresets: 'cyan' });
    deviceMode('light');
    persist({ themeMode: 'dark' }, 1);
    run();
    expect(drawn()).toMatchObject({ themeMode: 'dark', colorScheme: 'dark' });
    persist({ themeColorPresets: 'red' });
    run();
    expect(drawn()).toMatchObject({ themeMode: 'light', themeColorPresets: 'red' });
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

  it('unknown values and broken storage fall back to the defaults, field by field (the mode to the device\'s)', () => {
    deviceMode('light');
    persist({ themeMode: 'sepia', themeColorPresets: 'purple', themeStretch: 'yes' });
    run();
    expect(drawn()).toMatchObject({ themeMode: 'light', themeColorPresets: 'purple', themeStretch: 'false' });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    run();
    expect(drawn()).toMatchObject({ themeMode: 'light', themeColorPresets: 'default' });
  });
});

describe("index.html's inline script: `?scenario=NAME` is kept for the tab before any request", () => {
  const visit = (search: string) => {
    window.history.replaceState(null, '', `/${search}`);
    run();
    return sessionStorage.getItem(SCENARIO_STORAGE_KEY);
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each(SCENARIO_NAMES.filter((name) => name !== 'none'))('%s is stored at once (the demo backend loads after the first paint)', (name) => {
    expect(visit(`?next=1&scenario=${name}`)).toBe(name);
  });

  it('no parameter leaves the tab alone, an unknown name too, and none clears it', () => {
    expect(visit('?scenario=files-missing')).toBe('files-missing');
    expect(visit('')).toBe('files-missing');
    expect(visit('?other=1')).toBe('files-missing');
    expect(visit('?scenario=nope')).toBe('files-missing');
    expect(visit('?scenario=none')).toBeNull();
  });

  it('a storage that refuses (privacy settings) costs the scenario, never the page', () => {
    window.history.replaceState(null, '', '/?scenario=slow');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(root.dataset.theme).toBe('light');
    vi.restoreAllMocks();
  });
});

describe("index.html's inline script: what the visitor does before the app runs is held", () => {
  it('holds a send (no navigation, once however often) and notes a press on a type="button" button, in order, until released', () => {
    run();
    const form = document.createElement('form');
    const button = document.createElement('button');
    button.type = 'button';
    const icon = document.createElement('span');
    button.append(icon);
    const submit = document.createElement('button');
    form.append(button, submit);
    document.body.append(form);
    const held = new Event('submit', { cancelable: true, bubbles: true });
    icon.click();
    form.dispatchEvent(held);
    // A submit button's click is a send (of a form already held: it is sent once); a click elsewhere is nothing to redo.
    submit.click();
    document.body.click();
    expect(held.defaultPrevented).toBe(true);
    expect(early()?.release()).toEqual([
      { kind: 'click', element: button },
      { kind: 'submit', element: form },
    ]);
    const later = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(later);
    button.click();
    expect(later.defaultPrevented).toBe(false);
    expect(early()?.release()).toEqual([]);
  });
});

/** The browser's paint timing, driven by the test: `paint(name)` reports a paint entry to the observers. */
const fakePaintTiming = () => {
  const observers: { callback: PerformanceObserverCallback; observer: PerformanceObserver; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry;
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, observer: this as unknown as PerformanceObserver, connected: false };
      observers.push(this.entry);
    }
    observe(options: PerformanceObserverInit) {
      this.entry.connected = options.type === 'paint';
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: 'first-paint' | 'first-contentful-paint') => {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      for (const { callback, observer, connected } of observers) if (connected) callback(list, observer);
    },
  };
};

const visibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

/** What the script asked the browser to fetch, in order: the app's scripts and their preloads. */
const requested = () =>
  Array.from(document.head.querySelectorAll('script, link'), (element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute('src')} crossorigin=${element.getAttribute('crossorigin')}`
      : element.getAttribute('rel') === 'stylesheet'
        ? `link stylesheet ${element.getAttribute('href')} disabled=${element.hasAttribute('disabled')}`
        : `link ${element.getAttribute('rel')} ${element.getAttribute('href')}${element.getAttribute('as') ? ` as=${element.getAttribute('as')}` : ''} crossorigin=${element.getAttribute('crossorigin')}`,
  );

const APP_AFTER_PAINT = [
  // The page's inline stylesheets, marked as loaded (a disabled link is never fetched) so the app's loader skips them.
  'link stylesheet /assets/index-C.css disabled=true',
  'link stylesheet /assets/home-D.css disabled=true',
  'link preload /config.json as=fetch crossorigin=anonymous',
  'link modulepreload /assets/rolldown-runtime-B.js crossorigin=',
  'script module /assets/index-A.js crossorigin=',
];

describe("index.html's inline script: a page built into HTML starts the app once it has painted", () => {
  beforeEach(() => {
    visibility('visible');
    root.setAttribute('data-app-scripts', '/assets/index-A.js /assets/rolldown-runtime-B.js');
    root.setAttribute('data-app-styles', '/assets/index-C.css /assets/home-D.css');
  });

  it('requests nothing before the first contentful paint, then config.json, the preloads and the entry, once', () => {
    const timing = fakePaintTiming();
    run();
    expect(requested()).toEqual([]);
    timing.paint('first-paint');
    expect(requested()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(requested()).toEqual(APP_AFTER_PAINT);
    timing.paint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requested()).toEqual(APP_AFTER_PAINT);
  });

  it('a tab opened in the background, or a browser without paint timing, starts the app at once', () => {
    fakePaintTiming();
    visibility('hidden');
    run();
    expect(requested()).toEqual(APP_AFTER_PAINT);
    document.head.replaceChildren();
    visibility('visible');
    vi.stubGlobal('PerformanceObserver', undefined);
    run();
    expect(requested()).toEqual(APP_AFTER_PAINT);
  });

  it('a tab hidden before it painted, or no paint reported within 3 s, starts the app then', () => {
    vi.useFakeTimers();
    fakePaintTiming();
    run();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requested()).toEqual(APP_AFTER_PAINT);
    document.head.replaceChildren();
    run();
    vi.advanceTimersByTime(2999);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(APP_AFTER_PAINT);
  });

  it('the app shell (no data-app-scripts: its module script is in the HTML) is left alone', () => {
    const timing = fakePaintTiming();
    root.removeAttribute('data-app-scripts');
    run();
    timing.paint('first-contentful-paint');
    expect(requested()).toEqual([]);
  });
});

describe('the CSP: the inline script by its hash (no unsafe-inline), no plugins, no base or form target elsewhere', () => {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const nginxCsp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(read('deploy/nginx.conf'))?.[1];

  it('vite.config.ts (vite preview, the end-to-end suite) and deploy/nginx.conf serve the same policy', () => {
    expect(script).toContain('__auroraEarlyActions');
    expect(securityHeaders['Content-Security-Policy']).toContain(`script-src 'self' ${hash}`);
    expect(nginxCsp).toBe(securityHeaders['Content-Security-Policy']);
  });

  it.each(["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"])('%s', (directive) => {
    expect(securityHeaders['Content-Security-Policy'].split('; ')).toContain(directive);
  });
});
