import type { createBrowserRouter } from 'react-router-dom';

type DataRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** Resolves once the router has loaded the code of the routes that match the page (their `lazy`). */
export const routerReady = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
