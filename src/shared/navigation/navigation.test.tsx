// @vitest-environment node
import { canSeeNavItem, filterNavByRole, getMobileMenuSections, getNavSections, isExternalPath, type NavSection } from './navigation';
import { ROUTES } from '@/shared/routes';

const titles = (sections: NavSection[]) => sections.flatMap((section) => section.items.map((item) => item.title));

describe('navigation entries', () => {
  it('hold the four entries of the spec with their paths, and Fatura under contrato', () => {
    const items = getNavSections().flatMap((section) => section.items);
    const byTitle = Object.fromEntries(items.map((item) => [item.title, item]));
    expect(byTitle.home?.path).toBe(ROUTES.app.path);
    expect(byTitle.contrato?.path).toBe(ROUTES.contracts.path);
    expect(byTitle.contrato?.children?.map((child) => [child.title, child.path])).toEqual([
      ['Contrato de Adesão', ROUTES.contracts.path],
      ['Fatura', ROUTES.invoices.path],
    ]);
    expect(byTitle['Relatório de Economia']?.path).toBe(ROUTES.economy.path);
    expect(byTitle['Relatório de Medição']?.path).toBe(ROUTES.daily.path);
    expect(byTitle['Gestão']).toMatchObject({ path: ROUTES.management.path, roles: ['manager'] });
  });

  it('link the support chat as an external entry', () => {
    const support = getNavSections().find((section) => section.subheader === 'Suporte')!.items[0]!;
    expect(isExternalPath(support.path)).toBe(true);
    expect(support.path).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(isExternalPath(ROUTES.app.path)).toBe(false);
  });
});

describe('role filtering', () => {
  it('shows an item with no role list to everyone, and a listed role only to that role', () => {
    expect(canSeeNavItem({}, null)).toBe(true);
    expect(canSeeNavItem({ roles: [] }, 'customer')).toBe(true);
    expect(canSeeNavItem({ roles: ['manager'] }, 'manager')).toBe(true);
    expect(canSeeNavItem({ roles: ['manager'] }, 'customer')).toBe(false);
    expect(canSeeNavItem({ roles: ['manager'] }, null)).toBe(false);
  });

  it('hides Gestão from customers and shows it to managers, in the side menu and the mobile menu', () => {
    expect(titles(filterNavByRole(getNavSections(), 'customer'))).not.toContain('Gestão');
    expect(titles(filterNavByRole(getNavSections(), 'manager'))).toContain('Gestão');
    expect(titles(filterNavByRole(getMobileMenuSections(), 'customer'))).not.toContain('Ver unidades da conta');
    expect(titles(filterNavByRole(getMobileMenuSections(), 'manager'))).toContain('Ver unidades da conta');
  });

  it('filters children and drops sections left empty', () => {
    const sections: NavSection[] = [
      {
        subheader: 'A',
        items: [
          {
            title: 'parent',
            path: '/p',
            children: [
              { title: 'open', path: '/p/open' },
              { title: 'boss', path: '/p/boss', roles: ['manager'] },
            ],
          },
        ],
      },
      { subheader: 'B', items: [{ title: 'only managers', path: '/m', roles: ['manager'] }] },
    ];
    const customer = filterNavByRole(sections, 'customer');
    expect(customer.map((section) => section.subheader)).toEqual(['A']);
    expect(customer[0]!.items[0]!.children!.map((child) => child.title)).toEqual(['open']);
    expect(filterNavByRole(sections, 'manager')).toHaveLength(2);
  });
});
