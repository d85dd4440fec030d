import './styles/global.css';
import { nextTask } from './start/nextTask';

/**
 * The app's code is evaluated in three tasks, not one: React's DOM renderer, then the router and the store's
 * libraries, then the app's own start. As one module graph it was one long task on a phone-speed CPU, during which
 * the page painted from HTML could not answer (docs/code-figures.md, "Start-up tasks"). Every stage's file is preloaded with the page
 * (build/startStages.ts), so the stages cost no extra round trip.
 */
const start = async (container: HTMLElement) => {
  await import('./start/react');
  await nextTask();
  await import('./start/libraries');
  await nextTask();
  const { bootstrap } = await import('./bootstrap');
  await bootstrap(container);
};

/** How long a failed start waits before it is reported: a page being left is gone by then, with its timers. */
const LEAVING_GRACE_MS = 3000;

const container = document.getElementById('root');
if (container) {
  start(container).catch(async (error: unknown) => {
    // Firefox rejects a module import cut short by leaving the page ("error loading dynamically imported module") as
    // soon as the navigation starts, before the page is hidden: that is no error of this page, and it never lives to
    // report it. A page still here after the wait had a real failure, reported as before.
    await new Promise((resolve) => setTimeout(resolve, LEAVING_GRACE_MS));
    throw error;
  });
}
