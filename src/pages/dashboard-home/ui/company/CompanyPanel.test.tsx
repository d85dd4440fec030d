import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { ROUTES } from '@/shared/routes';
import { loginToken } from '../../../../../mocks/testing';
import { captureRequests } from '@test/captureRequests';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';
import {
  brl,
  cellIn,
  HORIZONTE,
  MARIANA,
  openSignedIn,
  openUnits,
  rowCount,
  sumOf,
  summaryOf,
  totalCells,
  unitsTestDom,
} from '@test/unitsTable';

unitsTestDom();
beforeAll(async () => void (await summaryOf(await loginToken(HORIZONTE))), 60_000);

const panel = () => screen.getByRole('region', { name: 'Sua empresa' });
/** The figure under `label` in 'Sua empresa', and the line under it. */
const figure = (label: string) => {
  const term = within(panel()).getByText(label, { selector: 'dt' });
  const [value, note] = [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent);
  return { value, note };
};
const year = new Date().getFullYear();

/** What 'Todas as unidades' shows for the account: its 'Total' row, and the count with 'Somente vencidas'. */
async function unitsPageFigures(document: string) {
  const all = await openUnits('/dashboard/units', document);
  await waitFor(() => expect(rowCount()).toBeGreaterThan(1));
  const total = totalCells();
  const figures = { open: cellIn(total, 'Em aberto'), overdue: cellIn(total, 'Vencido'), invoices: cellIn(total, 'Vencidas'), savings: cellIn(total, 'Economia no ano') };
  all.unmount();
  const filtered = await openUnits('/dashboard/units?filtro=vencidas', document);
  const count = await screen.findByText(/^\d+ unidades?$/, { selector: 'p' });
  await waitFor(() => expect(count.textContent).toBe(`${rowCount()} ${rowCount() === 1 ? 'unidade' : 'unidades'}`));
  const overdueUnits = rowCount();
  filtered.unmount();
  return { ...figures, overdueUnits };
}

describe("'Sua empresa' on the home (decisions §11)", () => {
  it.each([
    ["Mariana's 3 units", MARIANA],
    ['the 240 stores of Rede Horizonte', HORIZONTE],
  ])("for %s, shows the sums 'Todas as unidades' shows, first, above the unit's balance", async (_who, document) => {
    const page = await unitsPageFigures(document);
    const { units } = await openSignedIn(ROUTES.app.path, document);
    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
    expect(figure('Total em aberto').value).toBe(page.open);
    expect(figure('Vencido').value).toBe(page.overdue);
    const invoices = Number(page.invoices);
    const many = (n: number, one: string, more: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : more}`;
    expect(figure('Vencido').note).toBe(`${many(invoices, 'fatura vencida', 'faturas vencidas')} em ${many(page.overdueUnits, 'unidade', 'unidades')}`);
    expect(figure(`Economia em ${year}`).value).toBe(page.savings);
    // Last year's savings are no column of the page: the sum of the summary's figure, in whole cents.
    expect(figure(`Economia em ${year - 1}`).value).toBe(brl(sumOf(units, (unit) => unit.savingsLastYear)));
    expect(sumOf(units, (unit) => unit.savingsLastYear)).toBeGreaterThan(0);
    // First on the page, before the selected unit's 'Total em aberto'.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Sua empresa', 'Total em aberto']);
  }, 60_000);

  it("'Ver unidades com faturas vencidas' opens 'Todas as unidades' with 'Somente vencidas'", async () => {
    const { user, router, units } = await openSignedIn(ROUTES.app.path, HORIZONTE);
    const link = await within(panel()).findByRole('link', { name: 'Ver unidades com faturas vencidas' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', '/dashboard/units?filtro=vencidas');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/units'));
    expect(router.state.location.search).toBe('?filtro=vencidas');
    expect(await screen.findByRole('checkbox', { name: 'Somente vencidas' }, { timeout: 15_000 })).toBeChecked();
    await waitFor(() => expect(rowCount()).toBe(units.filter((unit) => unit.overdueCount > 0).length));
  });

  it('is not there for an account with one unit, which never asks for the summary', async () => {
    const { preloadedState } = await signedInAs('45723174000110');
    const recorder = captureRequests();
    await renderApp(ROUTES.app.path, { preloadedState });
    expect(await screen.findByRole('region', { name: 'Total em aberto' })).toBeInTheDocument();
    await screen.findByText('Nenhuma fatura em aberto');
    expect(screen.queryByRole('region', { name: 'Sua empresa' })).toBeNull();
    expect(screen.queryByText('Ver unidades com faturas vencidas')).toBeNull();
    expect((await recorder.requests()).some((request) => request.path === '/v1/Account/my-units-summary')).toBe(false);
    recorder.stop();
  });

  it('holds its place while the summary is on its way, without holding up the rest of the home', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const slow = http.get('*/v1/Account/my-units-summary', async () => {
      await held;
      await delay(0);
      return undefined;
    });
    await openSignedIn(ROUTES.app.path, MARIANA, slow);
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    expect(within(panel()).getByText('Carregando…')).toBeInTheDocument();
    expect(within(panel()).getAllByRole('term').map((term) => term.textContent)).toEqual(['Total em aberto', 'Vencido', `Economia em ${year - 1}`, `Economia em ${year}`]);
    // The unit's balance comes in while the company's figures wait.
    expect(await within(screen.getByRole('region', { name: 'Total em aberto' })).findByText(/faturas? a pagar/)).toBeInTheDocument();
    expect(within(panel()).queryByText(/^R\$/)).toBeNull();
    answer();
    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'false'));
    expect(figure('Total em aberto').value).toMatch(/^R\$\s[\d.]+,\d{2}$/);
  });

  it('says when the totals could not be loaded, and tries again', async () => {
    const failing = http.get('*/v1/Account/my-units-summary', () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true });
    const { user } = await openSignedIn(ROUTES.app.path, MARIANA, failing);
    expect(await within(panel()).findByText('Não foi possível carregar os totais das unidades agora.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(figure('Total em aberto').value).toMatch(/^R\$/));
  });
});
