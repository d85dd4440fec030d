import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { preloadRoute, routeModules, routes } from './router';

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

describe('routeModules', () => {
  it('names the modules a route draws, layout first, as paths from the project root', () => {
    expect(routeModules('/auth/login')).toEqual(['/src/widgets/auth-card/index.ts', '/src/pages/login/index.ts']);
    expect(routeModules('/')).toEqual(['/src/widgets/public-site/index.ts', '/src/pages/home/index.ts']);
    expect(routeModules('/dashboard/economy')).toEqual(['/src/widgets/dashboard-shell/index.ts', '/src/pages/dashboard-home/index.ts']);
  });

  it('names nothing for a path that only redirects', () => {
    expect(routeModules('/caminho-que-nao-existe')).toEqual([]);
  });

  it('every route that loads code names a module the router can load, with the component it draws', async () => {
    const all = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...all(route.children ?? [])]);
    const lazy = all(routes).filter((route) => typeof route.lazy === 'function');
    expect(lazy.length).toBeGreaterThan(20);
    for (const route of lazy) {
      const { module } = route.handle as { module: string };
      const { Component } = (await (route.lazy as () => Promise<{ Component?: unknown }>)()) ?? {};
      expect(Component, module).toEqual(expect.any(Function));
    }
  });
});
