export { createAppRouter, preloadRoute, routes } from './router';
export { routePattern } from './routePattern';
export { routerReady } from './routerReady';
