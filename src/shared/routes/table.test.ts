// @vitest-environment node
import ROUTE_ICONS from 'virtual:route-icons';
import { ROUTES as ROUTING } from 'virtual:routing-table';
import { describe, expect, it } from 'vitest';
import { hrefOf, REDIRECTS, SCREENS } from './screens';
import { NAV_GROUPS, NAV_SECTIONS, PHONE_SECTIONS, ROUTES } from './table';
import type { RouteEntry } from './types';

const entries = Object.entries(ROUTES) as [string, RouteEntry][];

describe('the route table', () => {
  it('places every entry in a section it declares, and names only icons the menus get', () => {
    for (const [id, entry] of entries) {
      if ('nav' in entry && entry.nav) {
        expect(NAV_SECTIONS, id).toHaveProperty(entry.nav.section);
        if (entry.nav.group) expect(NAV_GROUPS, id).toHaveProperty(entry.nav.group);
      }
      if ('phone' in entry && entry.phone) expect(PHONE_SECTIONS, id).toHaveProperty(entry.phone.section);
      if ('icon' in entry && entry.icon) expect(ROUTE_ICONS[entry.icon], id).toBeDefined();
    }
    for (const group of Object.values(NAV_GROUPS)) expect(ROUTE_ICONS[group.icon]).toBeDefined();
  });

  it('sends every redirect to a screen, and holds one screen per path', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { path, redirect } of REDIRECTS) expect(paths, path).toContain(redirect);
  });

  it("gives the app its routes without the menus' part (build/routeTable.ts)", () => {
    expect(Object.keys(ROUTING)).toEqual(entries.filter(([, entry]) => !('external' in entry)).map(([id]) => id));
    expect(ROUTING.invoices).toEqual({ area: 'dashboard', access: 'signedIn', path: '/dashboard/invoice', page: 'invoices', title: 'Fatura' });
    expect(ROUTES.invoices.keywords).toContain('pix');
  });

  it('builds the address of a pattern with values, each encoded', () => {
    expect(hrefOf(ROUTES.newPassword, 'carlos.lima@exemplo.com.br', '91 82')).toBe('/auth/new-password/carlos.lima%40exemplo.com.br/91%2082');
    expect(hrefOf(ROUTES.verify, 'c***@exemplo.com.br')).toBe('/auth/verify/c***%40exemplo.com.br');
    expect(hrefOf(ROUTES.userEdit, 'a/b')).toBe('/dashboard/user/a%2Fb/edit');
  });
});
