import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoBackend, server } from '../mocks/node';

// jest-dom, Testing Library and the jsdom stubs only where there is a DOM: tests run in jsdom unless the file
// says `// @vitest-environment node` (vite.config.ts).
const dom = typeof document === 'undefined' ? null : await import('./setup.dom');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  dom?.unmountAll();
  server.resetHandlers();
  resetDemoBackend();
  dom?.clearStorage();
});
afterAll(() => server.close());
