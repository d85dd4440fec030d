import { afterEach, aroundEach } from 'vitest';
import { refuseRequests } from './requestGuard';

// jest-dom, Testing Library and the jsdom stubs only where there is a DOM: tests run in jsdom unless the file says
// `// @vitest-environment node` (vite.config.ts). The demo backend only where a file loads it (test/demoBackend.ts).
const dom = typeof document === 'undefined' ? null : await import('./setup.dom');

refuseRequests();
afterEach(() => dom?.unmountAll());
// Storage is cleared once the test is wholly over, after its own end hooks (onTestFinished) and the backend's reset.
aroundEach(async (runTest) => {
  await runTest();
  dom?.clearStorage();
});
