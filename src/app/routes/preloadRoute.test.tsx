import { describe, expect, it } from 'vitest';
import { preloadRoute } from './router';

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
