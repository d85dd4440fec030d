import { appendFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { resetDemoBackend, server } from '../mocks/node';
import { runningCallsSettled } from './runningCalls';

// jest-dom, Testing Library and the jsdom stubs only where there is a DOM: tests run in jsdom unless the file
// says `// @vitest-environment node` (vite.config.ts).
const dom = typeof document === 'undefined' ? null : await import('./setup.dom');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  dom?.unmountAll();
  // A call the test's page started and put off by a task (the content calls wait one: shared/api/cmsApi.ts) is sent
  // now, within this test, and not into the next test's recording of what it sends; the calls of the stores the test
  // helpers made are waited for until they are over.
  if (!vi.isFakeTimers()) await new Promise((resolve) => setTimeout(resolve, 0));
  await runningCallsSettled();
  server.resetHandlers();
  resetDemoBackend();
  dom?.clearStorage();
});
afterAll(() => server.close());
// `npm test` asks for the order in which each worker ran its files (the files of one worker share its modules and
// globals): a test that fails only in the whole run is then named with the files that ran before it in its worker.
const fileOrder = process.env.VITEST_FILE_ORDER;
if (fileOrder) afterAll(() => appendFileSync(fileOrder, `${process.pid}:${threadId}\t${expect.getState().testPath ?? ''}\n`));
