import { afterAll, aroundEach, beforeAll } from 'vitest';
import { resetDemoBackend, server } from '../mocks/node';
import { allowRequests } from './requestGuard';

/**
 * The demo backend (MSW and the seeded data set) for the test file that imports this module, directly or through a
 * helper that talks to it (renderApp, renderWithProviders, apiHarness, signedInAs…): it answers every request of the
 * file, and is reset after each test. A file that sends no request never loads it (docs/speed.md, "Unit tests isolated
 * per file"); one that sends a request without it fails (test/requestGuard.ts).
 */
allowRequests();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Reset once the test is wholly over: after its own end hooks (onTestFinished), where the test helpers wait for the
// calls its stores still run (test/apiCalls.ts), which must reach the backend it knew.
aroundEach(async (runTest) => {
  await runTest();
  server.resetHandlers();
  resetDemoBackend();
});
afterAll(() => server.close());

export { server };
