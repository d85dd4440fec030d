// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { API_PATH } from './apiPath';
import { handlers } from './handlers';

/** What a handler's route looks like as a path ('*' and ':params' stand for any host or segment). */
const routePath = (path: unknown) => String(path).replace(/^\*/, '').replace(/:[^/]+/g, 'x');

const PAGE_FILES = [
  'http://localhost:4173/assets/app-B5zVkWVy.js',
  'http://localhost:4173/assets/api-client-x1.js',
  'http://localhost:4173/assets/rubik-latin-400-normal-Bd3.woff2',
  'http://localhost:4173/config.json',
  'http://localhost:4173/favicon.svg',
  'http://localhost:4173/',
];
const API_CALLS = [
  'http://localhost:4173/v1/Auth/login',
  'https://api.auroraenergia.com.br/v1/Invoice/list',
  'http://localhost:4173/api/v1/site/components',
  'http://localhost:4173/api/health/live',
  'http://localhost:4173/graphql',
];

type Listener = (event: Record<string, unknown>) => void;

/**
 * Runs public/demoWorker.js as the browser would install it, recording what it adds and what it imports, in order.
 * `openPages` are the pages the worker's clients API reports open; `unregistered` counts the registration's leaving.
 */
const installDemoWorker = ({ openPages = [] as string[] } = {}) => {
  const steps: string[] = [];
  const listeners: Record<string, Listener[]> = {};
  const pages = new Set(openPages);
  const registration = { unregistered: 0 };
  const self = {
    addEventListener: (type: string, listener: Listener) => {
      steps.push(`listener:${type}`);
      (listeners[type] ??= []).push(listener);
    },
    clients: {
      get: async (id: string) => (pages.has(id) ? { id } : undefined),
      matchAll: async () => [...pages].map((id) => ({ id })),
    },
    registration: {
      unregister: async () => {
        registration.unregistered += 1;
        return true;
      },
    },
  };
  runInNewContext(readFileSync('public/demoWorker.js', 'utf8'), {
    self,
    URL,
    Date,
    setTimeout,
    importScripts: (...urls: string[]) => steps.push(...urls.map((url) => `import:${url}`)),
  });
  /** Whether a request of a controlled page goes straight to the network (MSW's listener never sees it). */
  const bypasses = (url: string) => {
    let stopped = false;
    listeners.fetch![0]!({ request: { url }, stopImmediatePropagation: () => (stopped = true) });
    return stopped;
  };
  /** A page's message to the worker: whether MSW's listener would see it, and what the worker waits for meanwhile. */
  const message = (data: string, from: string) => {
    let stopped = false;
    let pending: Promise<unknown> = Promise.resolve();
    listeners.message![0]!({ data, source: { id: from }, stopImmediatePropagation: () => (stopped = true), waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    return { reachesMsw: !stopped, done: pending };
  };
  return { steps, bypasses, message, pages, registration };
};

describe('the demo backend answers API paths only', () => {
  it('every handler’s route is an API path', () => {
    const paths = handlers.map((handler) => routePath((handler.info as { path: unknown }).path));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !API_PATH.test(path))).toEqual([]);
  });

  it.each(PAGE_FILES)('%s is a page file', (url) => expect(API_PATH.test(new URL(url).pathname)).toBe(false));
  it.each(API_CALLS)('%s is an API call', (url) => expect(API_PATH.test(new URL(url).pathname)).toBe(true));
});

describe("the demo's service worker (public/demoWorker.js)", () => {
  it('writes the same pattern as mocks/apiPath.ts (it is served as a file, not built, so it keeps its own copy)', () => {
    expect(readFileSync('public/demoWorker.js', 'utf8')).toContain(`const API_PATH = /${API_PATH.source}/;`);
  });

  it("adds its listeners before MSW's worker adds its own, so they run first", () => {
    expect(installDemoWorker().steps).toEqual(['listener:fetch', 'listener:message', 'import:/mockServiceWorker.js']);
  });

  it("keeps a page's closing notice from MSW, which would stop answering the page while it still runs", () => {
    const worker = installDemoWorker({ openPages: ['page-1'] });
    expect(worker.message('CLIENT_CLOSED', 'page-1').reachesMsw).toBe(false);
    for (const data of ['MOCK_ACTIVATE', 'KEEPALIVE_REQUEST', 'INTEGRITY_CHECK_REQUEST']) expect(worker.message(data, 'page-1').reachesMsw).toBe(true);
  });

  it('leaves once the closing page has gone and no other page is open', async () => {
    const worker = installDemoWorker({ openPages: ['page-1'] });
    const { done } = worker.message('CLIENT_CLOSED', 'page-1');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(worker.registration.unregistered).toBe(0);
    worker.pages.delete('page-1');
    await done;
    expect(worker.registration.unregistered).toBe(1);
  });

  it('stays for a page opened meanwhile (a reload, a link followed)', async () => {
    const worker = installDemoWorker({ openPages: ['page-1'] });
    const { done } = worker.message('CLIENT_CLOSED', 'page-1');
    worker.pages.delete('page-1');
    worker.pages.add('page-2');
    await done;
    expect(worker.registration.unregistered).toBe(0);
  });

  it.each(PAGE_FILES)('lets %s go straight to the network, past MSW', (url) => expect(installDemoWorker().bypasses(url)).toBe(true));

  it.each(API_CALLS)('leaves %s to MSW and its handlers', (url) => expect(installDemoWorker().bypasses(url)).toBe(false));

  it('imports the worker `msw init` wrote, unchanged (MSW checks its version and checksum when it starts)', () => {
    const worker = readFileSync('public/mockServiceWorker.js', 'utf8');
    const { version } = JSON.parse(readFileSync('node_modules/msw/package.json', 'utf8')) as { version: string };
    expect(worker).toContain(`const PACKAGE_VERSION = '${version}'`);
    expect(worker).toContain("addEventListener('fetch'");
  });
});
