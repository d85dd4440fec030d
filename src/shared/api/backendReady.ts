let ready: Promise<void> = Promise.resolve();

/**
 * Holds every API call until the given promise settles. The demo backend's service worker starts
 * after the first paint, so the page paints before the mock code has arrived.
 */
export const holdRequestsUntil = (promise: Promise<unknown>): void => {
  ready = promise.then(
    () => undefined,
    () => undefined,
  );
};

export const backendReady = (): Promise<void> => ready;
