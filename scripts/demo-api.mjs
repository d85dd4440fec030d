// `npm run demo:api`: the demo backend (`mocks/` handlers) as a real HTTP server on 127.0.0.1.
//   DEMO_API_PORT      port (default 3001)
//   DEMO_TOKEN_SECRET  the HS256 secret that signs access tokens (at least 32 characters; a demo default otherwise)
// The scenario comes per browser from the `demo-scenario` cookie (or an `X-Demo-Scenario` header); the refresh
// session is the HttpOnly cookie `aurora_refresh`. Ctrl+C stops it. The TypeScript in mocks/ is loaded with
// Vite's module runner (no extra tool needed on Node 20).
import { runnerImport } from 'vite';

export const DEMO_API_HOST = '127.0.0.1';

/** Starts the server; resolves once it listens. Returns { url, close }. */
export const startDemoApi = async ({ port = Number(process.env.DEMO_API_PORT ?? 3001) } = {}) => {
  // mocks/ imports nothing from src/, so it needs none of the app's Vite config (no `@/` alias).
  const { module } = await runnerImport('./mocks/http/server.ts', { configFile: false, logLevel: 'error' });
  const server = module.createDemoApiServer();
  await new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, DEMO_API_HOST, ready);
  });
  const close = () => new Promise((done) => server.close(() => done()).closeAllConnections?.());
  return { url: `http://${DEMO_API_HOST}:${port}/`, close };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  startDemoApi().then(
    ({ url, close }) => {
      console.log(`Demo API (mocks/ handlers over HTTP): ${url}  (Ctrl+C stops it)`);
      const stop = () => close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error) => {
      console.error(`demo:api did not start: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
