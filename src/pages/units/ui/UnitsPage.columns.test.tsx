import { waitFor, within } from '@testing-library/react';
import { loginToken } from '../../../../mocks/testing';
import {
  bodyRows,
  brl,
  cellIn,
  cellsOf,
  header,
  HORIZONTE,
  MARIANA,
  names,
  openUnits,
  rowCount,
  sumOf,
  summaryOf,
  totalCells,
  unitsTestDom,
  type SummaryRow,
} from '@test/unitsTable';

unitsTestDom();
beforeAll(async () => void (await summaryOf(await loginToken(HORIZONTE))), 60_000);

const POSITION = { inside: 'Dentro da faixa', above: 'Acima da faixa', below: 'Abaixo da faixa' } as const;
const oneDecimal = (value: number) => value.toFixed(1).replace('.', ',');
/** 'Demanda máx.' as decisions §10 writes it, worked out here apart from the page. */
const demandText = ({ demandMaxKw, contractedKw }: SummaryRow) => {
  const over = Math.round((demandMaxKw / contractedKw - 1) * 1000) / 10;
  return over > 0 ? `${oneDecimal(demandMaxKw)} kW (+${oneDecimal(over)} %)` : `${oneDecimal(demandMaxKw)} kW`;
};
const rowOf = (name: string) => bodyRows().find((row) => row.querySelector('th')!.textContent === name)!;
/** The account's units in the order a column's sort gives: ties keep the account's order. */
const sortedBy = (units: readonly SummaryRow[], value: (unit: SummaryRow) => number | string | null, descending: boolean) =>
  units
    .map((unit, index) => ({ unit, index, value: value(unit) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const compared = typeof a.value === 'number' ? a.value - (b.value as number) : a.value.localeCompare(b.value as string, 'pt-BR');
      return (descending ? -compared : compared) || a.index - b.index;
    })
    .map(({ unit }) => unit.name);

describe("'Todas as unidades': the columns of decisions §10 and §11", () => {
  it("shows Mariana's units' overdue amount, peak demand with '(+n %)' over the contracted one, position and alerts, and their totals", async () => {
    const { units } = await openUnits('/dashboard/units', MARIANA);
    await waitFor(() => expect(rowCount()).toBe(3));
    const [centro, fabrica, betim] = ['Loja Centro', 'Fábrica Contagem', 'Depósito Betim'].map((name) => cellsOf(rowOf(name)));
    // The demo's facts (decisions §10): 84,0 kW over 75 kW, 258,0 kW over 250 kW, Betim never over 60 kW and without a contract.
    expect(cellIn(centro!, 'Demanda máx.')).toBe('84,0 kW (+12,0 %)');
    expect(cellIn(fabrica!, 'Demanda máx.')).toBe('258,0 kW (+3,2 %)');
    expect(cellIn(betim!, 'Demanda máx.')).toMatch(/^\d{2},\d kW$/);
    expect([centro, fabrica, betim].map((cells) => cellIn(cells!, 'Posição'))).toEqual(['Dentro da faixa', 'Acima da faixa', '—']);
    expect([centro, fabrica].map((cells) => cellIn(cells!, 'Alertas'))).toEqual(['1', '2']);
    // Over the 5 % tolerance the overrun is charged: that cell is marked as the overdue figures are; 3,2 % is not.
    const demandCell = (name: string) => rowOf(name).querySelectorAll('td')[6]!;
    expect(demandCell('Loja Centro')).toHaveAttribute('data-overdue');
    expect(demandCell('Fábrica Contagem')).not.toHaveAttribute('data-overdue');
    for (const unit of units) {
      const cells = cellsOf(rowOf(unit.name));
      expect(cellIn(cells, 'Vencido')).toBe(brl(unit.overdueAmount));
      expect(cellIn(cells, 'Demanda máx.')).toBe(demandText(unit));
      expect(cellIn(cells, 'Posição')).toBe(unit.position ? POSITION[unit.position] : '—');
      expect(cellIn(cells, 'Alertas')).toBe(String(unit.alertCount));
    }
    const total = totalCells();
    expect(cellIn(total, 'Vencido')).toBe(brl(sumOf(units, (unit) => unit.overdueAmount)));
    expect(cellIn(total, 'Alertas')).toBe(String(units.reduce((sum, unit) => sum + unit.alertCount, 0)));
    // Peaks of different units and their bands do not add up: no total.
    expect([cellIn(total, 'Demanda máx.'), cellIn(total, 'Posição')]).toEqual(['', '']);
  });

  it("writes '(+n %)' on exactly the stores over their contracted demand, each with its own share", async () => {
    const { user, units } = await openUnits();
    await waitFor(() => expect(rowCount()).toBe(240));
    await user.click(within(header('Demanda máx.')).getByRole('button'));
    const drawn = bodyRows().map((row) => cellIn(cellsOf(row), 'Demanda máx.'));
    const byName = new Map(units.map((unit) => [unit.name, unit]));
    expect(drawn).toEqual(names().map((name) => demandText(byName.get(name!)!)));
    // The first rows, the highest peaks, are the stores over their contract (decisions §10: 10 to 30 last month).
    expect(drawn.filter((text) => text!.includes('(+')).length).toBeGreaterThan(0);
    expect(units.filter((unit) => unit.demandMaxKw > unit.contractedKw * 1.05).length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['Vencido', (unit: SummaryRow) => unit.overdueAmount, true],
    ['Demanda máx.', (unit: SummaryRow) => unit.demandMaxKw, true],
    ['Posição', (unit: SummaryRow) => (unit.position ? POSITION[unit.position] : null), false],
    ['Alertas', (unit: SummaryRow) => unit.alertCount, true],
  ] as const)("sorts by '%s' (amounts and counts largest first, text from A; a second click reverses)", async (column, value, descending) => {
    const { user, units } = await openUnits();
    await waitFor(() => expect(rowCount()).toBe(240));
    const button = within(header(column)).getByRole('button');
    await user.click(button);
    expect(header(column)).toHaveAttribute('aria-sort', descending ? 'descending' : 'ascending');
    const first = sortedBy(units, value, descending);
    expect(names()).toEqual(first.slice(0, names().length));
    await user.click(button);
    expect(header(column)).toHaveAttribute('aria-sort', descending ? 'ascending' : 'descending');
    expect(names()).toEqual(sortedBy(units, value, !descending).slice(0, names().length));
  });
});
