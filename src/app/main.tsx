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

const container = document.getElementById('root');
if (container) void start(container);
