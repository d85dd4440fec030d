import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { DataTable, type DataColumn } from './DataTable';
import { pageNumbers } from './pageNumbers';

type Row = { id: string; month: string; amount: string };
const COLUMNS: DataColumn<Row>[] = [
  { key: 'month', title: 'Referência', render: (row) => row.month },
  { key: 'amount', title: 'Valor', align: 'end', render: (row) => row.amount },
];
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${index}`, month: `${String(index + 1).padStart(2, '0')}/2026`, amount: `R$ ${index + 1},00` }));
const renderTable = (count: number) =>
  render(
    <StrictMode>
      <DataTable<Row> label="Faturas" columns={COLUMNS} rows={rows(count)} rowKey={(row) => row.id} pageSize={12} />
    </StrictMode>,
  );
const shownMonths = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent);

describe('DataTable', () => {
  it('is a real table in a named scrolling region: caption, column headers, data cells', () => {
    renderTable(3);
    const table = within(screen.getByRole('region', { name: 'Faturas' })).getByRole('table', { name: 'Faturas' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Referência', 'Valor']);
    expect(shownMonths()).toEqual(['01/2026', '02/2026', '03/2026']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['01/2026', 'R$ 1,00', '02/2026', 'R$ 2,00', '03/2026', 'R$ 3,00']);
    // Up to a page: no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages by pageSize with Anterior, the numbers and Próxima; the caption names the page; the focus stays put', async () => {
    const user = userEvent.setup();
    renderTable(30);
    const pager = screen.getByRole('navigation', { name: 'Páginas de faturas' });
    expect(screen.getByRole('table', { name: 'Faturas, página 1 de 3' })).toBeInTheDocument();
    expect(shownMonths()).toHaveLength(12);
    const previous = within(pager).getByRole('button', { name: 'Anterior' });
    const next = within(pager).getByRole('button', { name: 'Próxima' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(next);
    expect(screen.getByRole('table', { name: 'Faturas, página 2 de 3' })).toBeInTheDocument();
    expect(shownMonths()[0]).toBe('13/2026');
    await user.click(next);
    expect(shownMonths()).toEqual(['25/2026', '26/2026', '27/2026', '28/2026', '29/2026', '30/2026']);
    // At the end 'Próxima' does nothing, and keeps the focus (it is not disabled, which would drop it to the page).
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(next).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Faturas, página 3 de 3' })).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Página 1' }));
    expect(shownMonths()[0]).toBe('01/2026');
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(previous).toHaveFocus();
    expect(shownMonths()[0]).toBe('01/2026');
  });

  it('shows the first, last and neighbouring page numbers when there are many, with a gap between', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 720)).toEqual([1, 2, null, 720]);
    expect(pageNumbers(360, 720)).toEqual([1, null, 359, 360, 361, null, 720]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
