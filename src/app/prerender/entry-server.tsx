/* eslint-disable react-refresh/only-export-components -- the build's server entry: run once in Node, never hot-reloaded */
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { initialSessionState } from '@/entities/session';
import { routes } from '../routes';
import { makeStore } from '../store';
import { AppRoot } from './AppRoot';

export { PRERENDERED_ROUTES, prerenderedFile } from './routes';

export type PrerenderedPage = { html: string; title: string | null };

const ORIGIN = 'http://localhost';

/** React 19 writes a page's <title> ahead of its markup when the root is not <html>: it belongs in <head>. */
const TITLE = /^<title>(.*?)<\/title>/;

/**
 * Renders one route as the browser's first render draws it (build-time config, default settings, signed out,
 * the content service not yet answered), waiting for every lazy route and component. The client hydrates it.
 */
export const renderRoute = async (path: string): Promise<PrerenderedPage> => {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  const store = makeStore({ session: { ...initialSessionState, status: 'signedOut' } });
  const { prelude } = await prerender(
    <AppRoot store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
    // Every Suspense boundary inline: past this many bytes React moves a boundary that waited for lazy code out
    // of place, to be put back by an inline script the CSP blocks (the page would show its fallback).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  const title = TITLE.exec(markup);
  return { html: title ? markup.slice(title[0].length) : markup, title: title?.[1] ?? null };
};
