import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loginToken } from '../../../../mocks/testing';
import {
  brl,
  cellIn,
  countOf,
  csvLines,
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

const saved = unitsTestDom();
beforeAll(async () => void (await summaryOf(await loginToken(HORIZONTE))), 60_000);

const overdue = (unit: SummaryRow) => unit.overdueCount > 0;
const alerting = (unit: SummaryRow) => unit.alertCount > 0;
const POSITION = { inside: 'Dentro da faixa', above: 'Acima da faixa', below: 'Abaixo da faixa' } as const;
/** A number as the pt-BR CSV writes it: decimal comma, no grouping. */
const num = (value: number) => String(value).replace('.', ',');
const day = (date: string | null) => (date ? date.split('-').reverse().join('/') : '');
/** A unit's CSV line, worked out here from the demo backend's answer apart from the page's code. */
const csvLine = (unit: SummaryRow) => {
  const over = Math.round((unit.demandMaxKw / unit.contractedKw - 1) * 1000) / 10;
  return [
    unit.name, `${unit.city}/${unit.uf}`, num(unit.openAmount), num(unit.overdueAmount), unit.overdueCount, day(unit.nextDueDate),
    num(unit.savingsYear), num(unit.demandMaxKw), over > 0 ? num(over) : '', unit.position ? POSITION[unit.position] : '', unit.alertCount,
  ].join(';');
};
const totalLine = (units: readonly SummaryRow[]) => {
  const next = units.map((unit) => unit.nextDueDate).filter(Boolean).sort()[0] ?? null;
  const sums = [sumOf(units, (unit) => unit.openAmount), sumOf(units, (unit) => unit.overdueAmount)].map(num);
  return ['Total', '', ...sums, countOf(units, (unit) => unit.overdueCount), day(next), num(sumOf(units, (unit) => unit.savingsYear)), '', '', '', countOf(units, (unit) => unit.alertCount)].join(';');
};
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const countText = (n: number) => (n === 1 ? '1 unidade' : `${n} unidades`);

/** The rows, the count, the 'Total' and the CSV all hold exactly `kept`. */
async function expectListed(kept: readonly SummaryRow[], user: { click: (element: Element) => Promise<void> }) {
  await waitFor(() => expect(rowCount()).toBe(kept.length));
  expect(names()).toEqual(kept.slice(0, names().length).map((unit) => unit.name));
  expect(screen.getByText(countText(kept.length), { selector: 'p' })).toBeInTheDocument();
  const total = totalCells();
  expect(cellIn(total, 'Em aberto')).toBe(brl(sumOf(kept, (unit) => unit.openAmount)));
  expect(cellIn(total, 'Vencido')).toBe(brl(sumOf(kept, (unit) => unit.overdueAmount)));
  expect(cellIn(total, 'Vencidas')).toBe(String(countOf(kept, (unit) => unit.overdueCount)));
  expect(cellIn(total, 'Alertas')).toBe(String(countOf(kept, (unit) => unit.alertCount)));
  saved.length = 0;
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const lines = await csvLines(saved[0]!);
  expect(lines.slice(1)).toEqual([...kept.map(csvLine), totalLine(kept)]);
}

describe("'Todas as unidades': 'Somente vencidas' and 'Somente com alertas' (decisions §10, §11)", () => {
  it('?filtro=vencidas lists, counts, adds up and exports only the units with an overdue invoice', async () => {
    const { user, units } = await openUnits('/dashboard/units?filtro=vencidas');
    const kept = units.filter(overdue);
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.length).toBeLessThan(240);
    await expectListed(kept, user);
    expect(checkbox('Somente vencidas')).toBeChecked();
    expect(checkbox('Somente com alertas')).not.toBeChecked();
  });

  it('?filtro=alertas does the same for the units with an alert', async () => {
    const { user, units } = await openUnits('/dashboard/units?filtro=alertas');
    const kept = units.filter(alerting);
    expect(kept.length).toBeGreaterThanOrEqual(20);
    await expectListed(kept, user);
    expect(checkbox('Somente com alertas')).toBeChecked();
  });

  it('both filters keep the units with both; an unknown one is ignored', async () => {
    const { user, units } = await openUnits('/dashboard/units?filtro=alertas&filtro=vencidas&filtro=outra');
    await expectListed(units.filter((unit) => overdue(unit) && alerting(unit)), user);
    expect(checkbox('Somente vencidas')).toBeChecked();
    expect(checkbox('Somente com alertas')).toBeChecked();
  });

  it('a tick writes the filter in the address, and the search narrows within it', async () => {
    const { user, router, units } = await openUnits();
    await waitFor(() => expect(rowCount()).toBe(240));
    await user.click(checkbox('Somente com alertas'));
    expect(router.state.location.search).toBe('?filtro=alertas');
    await waitFor(() => expect(rowCount()).toBe(units.filter(alerting).length));
    await user.click(checkbox('Somente vencidas'));
    expect(router.state.location.search).toBe('?filtro=vencidas&filtro=alertas');
    await user.click(checkbox('Somente com alertas'));
    expect(router.state.location.search).toBe('?filtro=vencidas');
    await user.click(screen.getByLabelText('Buscar unidade'));
    await user.paste('loja 0');
    await expectListed(units.filter((unit) => overdue(unit) && /^Loja 0/.test(unit.name)), user);
    await user.click(checkbox('Somente vencidas'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(rowCount()).toBe(units.filter((unit) => /^Loja 0/.test(unit.name)).length));
  });

  it("says when a filter leaves no unit, and 'Limpar filtros' lists them all again", async () => {
    const units = (await summaryOf(await loginToken(MARIANA))).map((unit) => ({ ...unit, overdueAmount: 0, overdueCount: 0 }));
    const answer = http.get('*/v1/Account/my-units-summary', () => HttpResponse.json({ units }));
    const { user, router } = await openUnits('/dashboard/units?filtro=vencidas', MARIANA, answer);
    expect(await screen.findByText('Nenhuma unidade com faturas vencidas.')).toBeInTheDocument();
    expect(screen.getByText('0 unidades', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(rowCount()).toBe(3));
  });
});
