import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { callApi } from '../../../../mocks/testing';
import { demoSession } from '../../../../test/demoSession';
import { renderApp } from '../../../../test/renderApp';
import { signedInSession } from '../../../../test/session';

type Summary = { physicalAssetId: string; name: string; city: string; uf: string; openAmount: number; overdueCount: number; nextDueDate: string | null; savingsYear: number };

const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => ((last = blob), 'blob:aurora/csv')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! });
  });
});
afterEach(() => Object.assign(URL, original));

// jsdom lays nothing out: the table's box reports the size a 1440×900 screen gives it, so the virtual list draws
// the rows in its view (the end-to-end tests scroll it for real).
const BOX = { clientHeight: 600, clientWidth: 1060 } as const;
beforeEach(() => {
  for (const [property, size] of Object.entries(BOX)) {
    const real = Object.getOwnPropertyDescriptor(Element.prototype, property)!.get!;
    vi.spyOn(Element.prototype, property as keyof typeof BOX, 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('aria-label') === 'Tabela de unidades' ? size : (real.call(this) as number);
    });
  }
  // Each drawn row measures as tall as on screen.
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!.get!;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TR' ? 49 : (offsetHeight.call(this) as number);
  });
});

/** Signs the chain in with the demo backend and opens /dashboard/units through the app's routes, in StrictMode. */
const openUnits = async (document = '27182818000129', answer?: Parameters<typeof server.use>[0]) => {
  const { token, user } = await demoSession(document);
  const { units } = (await (await callApi('/v1/Account/my-units-summary', { token })).json()) as { units: Summary[] };
  if (answer) server.use(answer);
  const view = await renderApp('/dashboard/units', {
    preloadedState: { session: signedInSession(user, token), selectedAsset: { physicalAssetsSelected: user.physicalAssets[0]!.id } },
  });
  await screen.findByRole('heading', { level: 1, name: 'Todas as unidades' }, { timeout: 15_000 });
  return { ...view, units };
};
const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
// toHaveTextContent collapses whitespace, the no-break space after R$ included.
const brlText = (value: number) => brl(value).replace(/\s/g, ' ');
// Plain selectors over the 240 rows: role queries walk the whole table in jsdom, seconds per query.
const table = () => document.querySelector('table') as HTMLTableElement;
const bodyRows = () => [...table().querySelectorAll('tbody tr:not([aria-hidden])')] as HTMLElement[];
const names = () => bodyRows().map((row) => row.querySelector('th')!.textContent);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const totalRow = () => table().querySelector('tfoot tr') as HTMLElement;
const header = (name: string) => [...table().querySelectorAll('thead th')].find((th) => th.textContent === name) as HTMLElement;
/** How many units the table holds (drawn or not): its rows less the header and the total. */
const rowCount = () => Number(table().getAttribute('aria-rowcount')) - 2;

describe('/dashboard/units (decisions §9)', () => {
  it("lists every unit with the §9 columns, '240 unidades', and a 'Total' row over all of them", async () => {
    const { units } = await openUnits();
    await waitFor(() => expect(rowCount()).toBe(240));
    // A virtual list: the rows in the box's view are drawn, each saying where it sits among all.
    expect(bodyRows().length).toBeGreaterThan(10);
    expect(bodyRows().length).toBeLessThan(40);
    expect(bodyRows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(bodyRows().map((_row, index) => String(index + 2)));
    expect(totalRow()).toHaveAttribute('aria-rowindex', '242');
    expect(table()).toHaveAccessibleName('Unidades de consumo da conta, com o total');
    expect([...table().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Unidade', 'Cidade/UF', 'Em aberto', 'Vencidas', 'Próximo vencimento', 'Economia no ano', 'Ações',
    ]);
    expect(screen.getByText('240 unidades')).toBeInTheDocument();
    const first = units[0]!;
    expect(cellsOf(bodyRows()[0]!).slice(0, 5)).toEqual([`${first.city}/${first.uf}`, brl(first.openAmount), String(first.overdueCount), first.nextDueDate!.split('-').reverse().join('/'), brl(first.savingsYear)]);
    const sum = (pick: (unit: Summary) => number) => units.reduce((total, unit) => total + Math.round(pick(unit) * 100), 0) / 100;
    expect(totalRow().querySelector('th')).toHaveTextContent('Total');
    expect(totalRow()).toHaveTextContent(brlText(sum((unit) => unit.openAmount)));
    expect(totalRow()).toHaveTextContent(brlText(sum((unit) => unit.savingsYear)));
    expect(totalRow()).toHaveTextContent(String(units.reduce((total, unit) => total + unit.overdueCount, 0)));
  });

  it("searches by name or city ignoring accents and case, and says '<n> unidades'", async () => {
    const { user, units } = await openUnits();
    const field = await screen.findByLabelText('Buscar unidade');
    const goiania = units.filter((unit) => unit.city === 'Goiânia');
    await user.click(field);
    await user.paste('GOIANIA');
    await waitFor(() => expect(rowCount()).toBe(goiania.length));
    expect(bodyRows()).toHaveLength(goiania.length);
    expect(names()).toEqual(goiania.map((unit) => unit.name));
    expect(screen.getByText(`${goiania.length} unidades`)).toBeInTheDocument();
    expect(totalRow()).toHaveTextContent(brlText(goiania.reduce((total, unit) => total + Math.round(unit.openAmount * 100), 0) / 100));
    await user.clear(field);
    await user.paste('loja 007');
    await waitFor(() => expect(names()).toEqual([units[6]!.name]));
    expect(screen.getByText('1 unidade')).toBeInTheDocument();
    await user.clear(field);
    await user.paste('xyz');
    expect(await screen.findByText(/^Nenhuma unidade encontrada para “xyz”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    await waitFor(() => expect(rowCount()).toBe(240));
  });

  it('sorts by a column: amounts largest first, a second click reverses, aria-sort says which', async () => {
    const { user, units } = await openUnits();
    await waitFor(() => expect(rowCount()).toBe(240));
    const open = header('Em aberto');
    expect(open).toHaveAttribute('aria-sort', 'none');
    expect(header('Unidade')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(open).getByRole('button'));
    expect(open).toHaveAttribute('aria-sort', 'descending');
    const byOpen = [...units].sort((a, b) => b.openAmount - a.openAmount);
    expect(names().slice(0, 3)).toEqual(byOpen.slice(0, 3).map((unit) => unit.name));
    await user.click(within(open).getByRole('button'));
    expect(open).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe(byOpen.at(-1)!.name);
    await user.click(within(header('Cidade/UF')).getByRole('button'));
    const places = bodyRows().map((row) => cellsOf(row)[0]!);
    expect(places).toEqual([...places].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
  });

  it("exports every listed row and the totals as 'todas-as-unidades.csv'", async () => {
    const { user, units } = await openUnits();
    await waitFor(() => expect(rowCount()).toBe(240));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['todas-as-unidades.csv']);
    const lines = (await saved[0]!.blob.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(242);
    expect(lines[0]).toBe('Unidade;Cidade/UF;Em aberto (R$);Vencidas;Próximo vencimento;Economia no ano (R$)');
    expect(lines[1]!.startsWith(`${units[0]!.name};${units[0]!.city}/${units[0]!.uf};`)).toBe(true);
    expect(lines[241]).toMatch(/^Total;;\d+,?\d*;\d+;\d{2}\/\d{2}\/\d{4};\d+,?\d*$/);
  });

  it("'Ver faturas de <unit>' selects the unit as the picker does and opens its invoices", async () => {
    const { user, router, store, units } = await openUnits();
    const unit = units[41]!;
    await waitFor(() => expect(rowCount()).toBe(240));
    await user.click(screen.getByLabelText('Buscar unidade'));
    await user.paste('loja 042');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const button = bodyRows()[0]!.querySelector('button')!;
    expect(button).toHaveAccessibleName(`Ver faturas de ${unit.name}`);
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/invoice'));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe(unit.physicalAssetId);
    expect(await screen.findByText(`Faturas de ${unit.name}`, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('Tab walks on past the drawn rows even before the box has handled its scroll: the focused row brings its neighbours', async () => {
    const { user } = await openUnits();
    await waitFor(() => expect(rowCount()).toBe(240));
    const drawn = bodyRows().length;
    const last = bodyRows()[drawn - 1]!;
    // jsdom never scrolls: what the focus brings is drawn by the focus alone, as on a machine too busy to scroll first.
    last.querySelector('button')!.focus();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(drawn));
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(`Ver faturas de ${names()[drawn]!}`);
  });

  it('says when the units could not be loaded, and tries again', async () => {
    const { user } = await openUnits('27182818000129', http.get('*/v1/Account/my-units-summary', () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true }));
    expect(await screen.findByText('Não foi possível carregar as unidades. Verifique sua conexão e tente novamente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rowCount()).toBe(240));
  });

  it('says so, with the next step, for an account without units', async () => {
    await openUnits('45723174000110', http.get('*/v1/Account/my-units-summary', () => HttpResponse.json({ units: [] })));
    expect(await screen.findByText(/^Nenhuma unidade de consumo vinculada a esta conta\. Para vincular uma unidade, fale com o atendimento\.$/)).toBeInTheDocument();
  });
});
