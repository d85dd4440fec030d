import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  bodyRows,
  brl,
  cellsOf,
  csvLines,
  header,
  table,
  headers,
  HORIZONTE,
  names,
  openUnits as open,
  rowCount,
  sumOf,
  summaryOf,
  totalRow,
  unitsTestDom,
} from '@test/unitsTable';
import { loginToken } from '../../../../mocks/testing';

const saved = unitsTestDom();
// The demo backend draws every store's last two months on its first summary: once, before the tests.
beforeAll(async () => void (await summaryOf(await loginToken(HORIZONTE))), 60_000);

const openUnits = (document = HORIZONTE, answer?: Parameters<typeof open>[2]) => open('/dashboard/units', document, answer);
// toHaveTextContent collapses whitespace, the no-break space after R$ included.
const brlText = (value: number) => brl(value).replace(/\s/g, ' ');
type Summary = Awaited<ReturnType<typeof summaryOf>>[number];

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
    expect(headers()).toEqual([
      'Unidade', 'Cidade/UF', 'Em aberto', 'Vencido', 'Vencidas', 'Próximo vencimento', 'Economia no ano', 'Demanda máx.', 'Posição', 'Alertas', 'Ações',
    ]);
    expect(screen.getByText('240 unidades')).toBeInTheDocument();
    const first = units[0]!;
    expect(cellsOf(bodyRows()[0]!).slice(0, 6)).toEqual([
      `${first.city}/${first.uf}`,
      brl(first.openAmount),
      brl(first.overdueAmount),
      String(first.overdueCount),
      first.nextDueDate!.split('-').reverse().join('/'),
      brl(first.savingsYear),
    ]);
    const sum = (pick: (unit: Summary) => number) => sumOf(units, pick);
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
    const lines = await csvLines(saved[0]!);
    expect(lines).toHaveLength(242);
    expect(lines[0]).toBe(
      'Unidade;Cidade/UF;Em aberto (R$);Vencido (R$);Vencidas;Próximo vencimento;Economia no ano (R$);Demanda máx. (kW);Acima da contratada (%);Posição;Alertas',
    );
    expect(lines[1]!.startsWith(`${units[0]!.name};${units[0]!.city}/${units[0]!.uf};`)).toBe(true);
    expect(lines[241]).toMatch(/^Total;;\d+,?\d*;\d+,?\d*;\d+;\d{2}\/\d{2}\/\d{4};\d+,?\d*;;;;\d+$/);
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
