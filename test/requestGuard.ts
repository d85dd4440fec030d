/**
 * Until a test file loads the demo backend (test/demoBackend.ts), a request it sends fails here, saying so, rather
 * than going to whatever listens on the port. @public (test/setup.ts and test/demoBackend.ts)
 */
const { fetch } = globalThis;

export const refuseRequests = () => {
  globalThis.fetch = (input) =>
    Promise.reject(new Error(`${String(input instanceof Request ? input.url : input)}: this test file sends a request without the demo backend; import it (@test/demoBackend), or a helper that does`));
};

/** Puts the runtime's own fetch back, for the demo backend to intercept. */
export const allowRequests = () => {
  globalThis.fetch = fetch;
};
