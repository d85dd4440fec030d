import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PRERENDERED_ROUTES } from '../prerender/routes';
import { preloadRoute, routes, type RouteHandle } from './router';

type Loaded = { Component?: unknown } | undefined;

describe('preloadRoute', () => {
  it('loads the layout and the page of the matching routes', async () => {
    const loaded = (await preloadRoute('/auth/login')) as Loaded[];
    expect(loaded).toHaveLength(2);
    loaded.forEach((route) => expect(route?.Component).toEqual(expect.any(Function)));
  });

  it('loads the public layout and the home page for /', async () => {
    const loaded = (await preloadRoute('/')) as Loaded[];
    expect(loaded.map((route) => typeof route?.Component)).toEqual(['function', 'function']);
  });

  it('loads nothing for a path that only redirects', async () => {
    expect(await preloadRoute('/caminho-que-nao-existe')).toEqual([undefined]);
  });
});

describe('the modules the router loads', () => {
  const all = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...all(route.children ?? [])]);

  it('every route that loads code draws a component of the module its handle names', async () => {
    const lazy = all(routes).filter((route) => typeof route.lazy === 'function');
    expect(lazy.length).toBeGreaterThan(20);
    for (const route of lazy) {
      expect(route.handle, route.path).toEqual({ load: expect.any(Function) });
      const { Component } = (await (route.lazy as () => Promise<{ Component?: unknown }>)()) ?? {};
      expect(Component, route.path).toEqual(expect.any(Function));
    }
  });

  it("a page built into HTML lists with the start exactly the modules its routes load (paths from the project root)", async () => {
    const listed = PRERENDERED_ROUTES.filter((route) => route.codeWithStart.length > 0);
    expect(listed.map((route) => route.path)).toEqual(['/auth/login', '/auth/reset-password', '/auth/first-access']);
    for (const { path, codeWithStart } of listed) {
      const loaded = await Promise.all((matchRoutes(routes, path) ?? []).map(({ route }) => (route.handle as RouteHandle).load()));
      const named = await Promise.all(codeWithStart.map((module) => import(/* @vite-ignore */ `/${module}`)));
      expect(named, path).toEqual(loaded);
      named.forEach((module, index) => expect(module, codeWithStart[index]).toBe(loaded[index]));
    }
  });
});
