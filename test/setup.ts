import { afterAll, afterEach, aroundEach, beforeAll } from 'vitest';
import { resetDemoBackend, server } from '../mocks/node';

// jest-dom, Testing Library and the jsdom stubs only where there is a DOM: tests run in jsdom unless the file
// says `// @vitest-environment node` (vite.config.ts).
const dom = typeof document === 'undefined' ? null : await import('./setup.dom');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => dom?.unmountAll());
// The demo backend and storage are reset once the test is wholly over: after its own end hooks (onTestFinished), where
// the test helpers wait for the calls its stores still run (test/apiCalls.ts), which must reach the backend it knew.
aroundEach(async (runTest) => {
  await runTest();
  server.resetHandlers();
  resetDemoBackend();
  dom?.clearStorage();
});
afterAll(() => server.close());
