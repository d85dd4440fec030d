// @vitest-environment node
import fc from 'fast-check';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hrefOf, ROUTES } from '@/shared/routes';
import { routes } from './router';
import { routePattern } from './routePattern';

/** Every pattern the route table declares (index routes name their parent's), read from the table itself. */
const declared = (list: RouteObject[], base: string[] = []): string[] =>
  list.flatMap((route) => {
    const here = route.path ? [...base, ...route.path.split('/').filter(Boolean)] : base;
    const own = route.path || route.index ? [`/${here.join('/')}`] : [];
    return [...own, ...declared(route.children ?? [], here)];
  });

const PATTERNS = [...new Set(declared(routes))];

describe('routePattern', () => {
  it('names the pages with values in their URL by their pattern (decisions §9)', () => {
    expect(routePattern(hrefOf(ROUTES.newPassword, 'carlos.lima@exemplo.com.br', '918273'))).toBe('/auth/new-password/:email/:code');
    expect(routePattern(hrefOf(ROUTES.verify, 'c***@exemplo.com.br'))).toBe('/auth/verify/:email');
    expect(routePattern(hrefOf(ROUTES.userEdit, 'usr-7f3a'))).toBe('/dashboard/user/:id/edit');
  });

  it('names every other route by its own path, and any unknown path by the catch-all', () => {
    expect(PATTERNS).toEqual(
      expect.arrayContaining(['/', '/cookies', '/auth/login', '/auth/consumption-unit', '/dashboard/app', '/dashboard/user/account', '/404', '/*']),
    );
    for (const pattern of PATTERNS.filter((path) => !/[:*]/.test(path))) expect(routePattern(pattern)).toBe(pattern);
    expect(routePattern('/nada/aqui/carlos.lima@exemplo.com.br')).toBe('/*');
  });

  it('never carries a value from the URL, whatever the values: only the declared pattern', () => {
    const withParams = PATTERNS.filter((path) => path.includes('/:'));
    expect(withParams).toEqual(
      expect.arrayContaining(['/auth/new-password/:email/:code', '/auth/verify/:email', '/dashboard/user/:id/edit']),
    );
    const value = fc.string({ minLength: 1, unit: 'binary' }).filter((text) => text.trim() !== '' && text !== '.' && text !== '..');
    fc.assert(
      fc.property(fc.constantFrom(...withParams), fc.array(value, { minLength: 3, maxLength: 3 }), (pattern, values) => {
        let i = 0;
        const path = pattern.replace(/:[^/]+/g, () => encodeURIComponent(values[i++]!));
        expect(routePattern(path)).toBe(pattern);
      }),
    );
  });
});
