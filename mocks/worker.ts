/** Where the demo backend's service worker is served: public/demoWorker.js, which runs MSW's worker (public/mockServiceWorker.js, copied by `msw init`). */
export const DEMO_WORKER_URL = '/demoWorker.js';

/** The longest a page waits for the worker being activated to claim it, before MSW's start takes over. */
export const CLAIM_WAIT_MS = 10_000;

/**
 * Registers the demo backend's service worker without loading MSW: the browser fetches, installs and activates
 * the worker on its own threads while the page paints, and MSW's start later finds it ready instead of
 * installing it then (150-420 ms in a fresh browser profile, every request of the page waiting meanwhile).
 * Registering again returns the same registration. A failure resolves to nothing, left for MSW's start to report.
 */
export const registerDemoWorker = (): Promise<ServiceWorkerRegistration | undefined> =>
  navigator.serviceWorker?.register(DEMO_WORKER_URL).catch(() => undefined) ?? Promise.resolve(undefined);

/** Whether the registration has a worker on its way to activation, which claims every open page of its scope. */
const claimComing = (registration: ServiceWorkerRegistration | undefined): boolean =>
  Boolean(registration && (registration.installing || registration.waiting || registration.active?.state === 'activating'));

/**
 * Resolves when MSW's start can run without reloading the page. MSW reloads a page that a registered worker does not
 * control, and the reload threw away what the visitor had typed. Two pages meet that:
 * - the first page, whose worker (registered while it painted) is still installing: its activation claims the page,
 *   so this waits for that claim;
 * - a page loaded while its worker was going away (public/demoWorker.js leaves once no page is open, and a page opened
 *   just then lands in between) or after the claim: no claim will come, so the worker is registered anew, and the new
 *   one's activation claims the page.
 * Past `CLAIM_WAIT_MS` without a claim (or when no new worker could start: another tab still holds the old one),
 * the page is left to MSW, which reloads it.
 */
export const demoWorkerInControl = async (
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> => {
  if (!container || container.controller) return;
  let registration = await container.getRegistration(DEMO_WORKER_URL).catch(() => undefined);
  if (registration && !claimComing(registration)) {
    await registration.unregister().catch(() => false);
    registration = await container.register(DEMO_WORKER_URL).catch(() => undefined);
  }
  if (!claimComing(registration) || container.controller) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      container.removeEventListener('controllerchange', done);
      clearTimeout(timer);
      resolve();
    };
    container.addEventListener('controllerchange', done);
    const timer = setTimeout(done, CLAIM_WAIT_MS);
  });
};
