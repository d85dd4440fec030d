// @vitest-environment node
import { filterNavByRole, filterNavByUnits, getNavSections, getSearchSections, type NavSection } from '@/shared/navigation';
import { buildSearchEntries, searchEntries } from './searchEntries';

describe('search entries', () => {
  it('flatten sections, keep the section as group, and let a child stand for a parent with the same path', () => {
    const entries = buildSearchEntries(getNavSections());
    expect(entries.map((entry) => [entry.group, entry.title])).toEqual(
      expect.arrayContaining([
        ['Visão geral', 'home'],
        ['Energia', 'Contrato de Adesão'],
        ['Energia', 'Fatura'],
        ['Energia', 'Relatório de Economia'],
        ['Energia', 'Relatório de Medição'],
      ]),
    );
    expect(entries.find((entry) => entry.title === 'contrato')).toBeUndefined();
    expect(entries.find((entry) => entry.title === 'Atendimento por WhatsApp')?.external).toBe(true);
  });

  it('skip disabled entries', () => {
    const sections: NavSection[] = [{ subheader: 'S', items: [{ title: 'Off', path: '/off', disabled: true }, { title: 'On', path: '/on' }] }];
    expect(buildSearchEntries(sections).map((entry) => entry.title)).toEqual(['On']);
  });

  it('match without accents or case, grouped by section in order', () => {
    const entries = buildSearchEntries(getNavSections());
    const groups = searchEntries(entries, 'RELATORIO');
    expect(groups.map((group) => group.group)).toEqual(['Energia']);
    expect(groups[0]!.entries.map((entry) => entry.title)).toEqual(['Relatório de Economia', 'Relatório de Medição']);
    expect(searchEntries(entries, 'adesão')[0]!.entries[0]!.title).toBe('Contrato de Adesão');
    expect(searchEntries(entries, 'gestao')[0]!.entries[0]!.title).toBe('Gestão');
    expect(searchEntries(buildSearchEntries(filterNavByRole(getNavSections(), 'customer')), 'gestao')).toEqual([]);
    expect(searchEntries(entries, '   ')).toEqual([]);
  });
  // What customers type, each to the page that answers it (Enter goes to the first result).
  it.each([
    ['pix', '/dashboard/invoice'],
    ['boleto', '/dashboard/invoice'],
    ['segunda via', '/dashboard/invoice'],
    ['2ª via', '/dashboard/invoice'],
    ['2a via', '/dashboard/invoice'],
    ['pagar', '/dashboard/invoice'],
    ['conta de luz', '/dashboard/invoice'],
    ['consumo', '/dashboard/daily'],
    ['kWh', '/dashboard/daily'],
    ['economia', '/dashboard/economy'],
    ['contrato', '/dashboard/contract'],
    ['unidade', '/dashboard/units'],
    ['PAGAR BOLETO', '/dashboard/invoice'],
  ])("'%s' leads first to %s (an account with several units)", (query, path) => {
    const entries = buildSearchEntries(filterNavByUnits(filterNavByRole(getSearchSections(), 'customer'), 3));
    const first = searchEntries(entries, query)[0]?.entries[0];
    expect(first?.path).toBe(path);
  });

  it("'unidade' leads to the account's units in Dados Cadastrais when the account has one unit", () => {
    const entries = buildSearchEntries(filterNavByUnits(filterNavByRole(getSearchSections(), 'customer'), 1));
    expect(searchEntries(entries, 'unidade')[0]?.entries[0]?.path).toBe('/dashboard/user/account');
  });

  it('lists a page once for its words, and needs every word of the query', () => {
    const entries = buildSearchEntries(getSearchSections());
    const invoices = searchEntries(entries, 'boleto').flatMap((group) => group.entries);
    expect(invoices.map((entry) => entry.title)).toEqual(['Fatura']);
    expect(searchEntries(entries, 'pix consumo')).toEqual([]);
  });
});
