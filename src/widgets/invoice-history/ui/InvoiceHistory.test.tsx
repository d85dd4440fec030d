import { screen, waitFor, within } from '@testing-library/react';
import { setScenario, type ScenarioName } from '../../../../mocks/scenarios';
import { renderWithProviders } from '@test/renderWithProviders';
import { signedInAs } from '@test/session';
import { InvoiceHistory } from './InvoiceHistory';
import { setViewport } from '@test/viewport';

const originalMatchMedia = window.matchMedia;
const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
let downloads: { name: string; type: string }[];
beforeEach(() => {
  downloads = [];
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => ((last = blob), 'blob:aurora/i')),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, type: last?.type ?? '' });
  });
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  Object.assign(URL, original);
});

/** The demo's reference `monthsBack` months before now, as `MM/YYYY`, as `MM-YYYY` and as the invoice's name. */
const ref = (monthsBack: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 28));
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const year = date.getUTCFullYear();
  return { text: `${mm}/${year}`, file: `${mm}-${year}`, year, name: `Fatura ${mm}/${year}` };
};

const renderSignedIn = async (width: number, document = '11222333000181', scenario?: ScenarioName) => {
  setViewport(width);
  const { preloadedState } = await signedInAs(document);
  if (scenario) setScenario(scenario);
  return renderWithProviders(<InvoiceHistory />, { preloadedState });
};
// Plain selectors for the table's structure: role queries over a whole antd table are slow in jsdom.
const firstCells = () => [...document.querySelectorAll('tbody tr > :first-child')].map((td) => td.textContent);
// By the Referência cell: the list of invoices to pay above the table names the open ones too.
const IN_TABLE = { selector: 'td span' };
const rowOf = (name: string) => screen.getByText(name, IN_TABLE).closest('tr') as HTMLElement;

// `hidden: true` skips testing-library's visibility walk, which costs seconds per query over antd's styles in
// jsdom; the table is plainly on screen here (the small-screen tests below keep the check, where inert slides matter).
describe('InvoiceHistory on large screens (table)', () => {
  it('shows a spinner, then Referência, Valor, Vencimento, Situação, Nota Fiscal and Boleto: the overdue invoice first, then the open one, then the paid', async () => {
    await renderSignedIn(1440);
    expect(screen.getByRole('heading', { name: 'Fatura' })).toBeInTheDocument();
    expect(screen.getByLabelText('Carregando faturas')).toBeInTheDocument();
    await screen.findByText(ref(1).name, IN_TABLE);
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Referência', 'Valor', 'Vencimento', 'Situação', 'Nota Fiscal', 'Boleto']);
    // Two months back is overdue, last month open, the rest paid (newest first).
    expect(firstCells().slice(0, 4)).toEqual([ref(2).name, ref(1).name, ref(3).name, ref(4).name]);
    expect([...document.querySelectorAll('tbody tr')].slice(0, 3).map((row) => row.children[3]?.textContent)).toEqual(['Vencida', 'Em aberto', 'Paga']);
  });

  // Spec §5, on purpose: the TABLE's boleto button follows the nota fiscal field.
  it('enables the table boleto button by the NOTA FISCAL field (pinned rule)', async () => {
    await renderSignedIn(1440);
    await screen.findByText(ref(1).name, IN_TABLE);
    // 3 months back: nota fiscal present, boleto missing → boleto button still ENABLED in the table.
    const noBoleto = rowOf(ref(3).name);
    expect(within(noBoleto).getByRole('button', { name: `Baixar boleto da Fatura ${ref(3).text}`, hidden: true })).toBeEnabled();
    expect(within(noBoleto).getByRole('button', { name: `Baixar nota fiscal da Fatura ${ref(3).text}`, hidden: true })).toBeEnabled();
    // 6 months back: nota fiscal missing, boleto present → BOTH disabled in the table.
    const noNf = rowOf(ref(6).name);
    expect(within(noNf).getByRole('button', { name: `Baixar boleto da Fatura ${ref(6).text}`, hidden: true })).toBeDisabled();
    expect(within(noNf).getByRole('button', { name: `Baixar nota fiscal da Fatura ${ref(6).text}`, hidden: true })).toBeDisabled();
    expect(within(noNf).getAllByText('Indisponível')).toHaveLength(2);
  });

  it("downloads files named by reference, and says 'Arquivo não encontrado' for a boleto the table enabled but that is missing", async () => {
    const { user } = await renderSignedIn(1440);
    await screen.findByText(ref(1).name, IN_TABLE);
    await user.click(within(rowOf(ref(1).name)).getByRole('button', { name: /nota fiscal/, hidden: true }));
    await user.click(within(rowOf(ref(2).name)).getByRole('button', { name: /boleto/, hidden: true }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads).toEqual([
      { name: `nota-fiscal-${ref(1).file}.pdf`, type: 'application/pdf' },
      { name: `boleto-${ref(2).file}.png`, type: 'image/png' },
    ]);
    await user.click(within(rowOf(ref(3).name)).getByRole('button', { name: /boleto/, hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Arquivo não encontrado');
    expect(downloads).toHaveLength(2);
  });

  it('filters by year when there is more than one year', async () => {
    const { user } = await renderSignedIn(1440);
    await screen.findByText(ref(1).name, IN_TABLE);
    const filter = screen.getByRole('radiogroup', { name: 'Filtrar faturas por ano' });
    const oldest = ref(14).year;
    await user.click(within(filter).getByText(String(oldest)));
    const references = firstCells();
    expect(references.length).toBeGreaterThan(0);
    expect(references.every((text) => text?.endsWith(`/${oldest}`))).toBe(true);
    // 14 and 1 months back are always in different years.
    expect(screen.queryByText(ref(1).name, IN_TABLE)).not.toBeInTheDocument();
    await user.click(within(filter).getByText('Todas'));
    expect(screen.getByText(ref(1).name, IN_TABLE)).toBeInTheDocument();
  });

  it('disables every button when the files are empty (files-missing)', async () => {
    const { container } = await renderSignedIn(1440, '11222333000181', 'files-missing');
    await screen.findByText(ref(1).name, IN_TABLE);
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('button[aria-label^="Baixar "]')];
    expect(buttons).toHaveLength(24); // 12 rows on the first page × 2
    buttons.forEach((button) => expect(button).toBeDisabled());
  });

  it("shows 'Nenhuma Fatura encontrada.' without a year filter for an account with no invoices", async () => {
    await renderSignedIn(1440, '45723174000110');
    expect(await screen.findByText('Nenhuma Fatura encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    // What the portal knows and the next step; no cause it has not checked.
    expect(screen.getByText(/^Esperava uma fatura aqui\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Fale com o atendimento/, hidden: true })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText(/fornecimento|emitida/)).not.toBeInTheDocument();
  });

  it('fails silently with the spinner gone and a retry', async () => {
    const { user } = await renderSignedIn(1440, '11222333000181', 'server-error');
    const retry = await screen.findByRole('button', { name: /tentar novamente/i });
    expect(screen.queryByLabelText('Carregando faturas')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    setScenario('none');
    await user.click(retry);
    expect(await screen.findByText(ref(1).name, IN_TABLE)).toBeInTheDocument();
  });
});

describe('InvoiceHistory on small screens (one invoice per slide)', () => {
  const current = () => screen.getByRole('article');

  it('opens on the overdue invoice, then the open one, then the paid: one tile with amount, due date and status, its position between arrows (14 months: no dots), and the shown invoice’s downloads', async () => {
    const { user } = await renderSignedIn(390);
    expect(await screen.findByText('Selecione a fatura desejada abaixo')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // One reachable tile; the neighbour is rendered but inert until swiped to. Two months back is overdue: it comes first.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(current()).toHaveAccessibleName(`Fatura ${ref(2).text}, 1 de 14`);
    expect(within(current()).getByText(`Fatura ${ref(2).text}`)).toBeInTheDocument();
    expect(within(current()).getByText(/^R\$\s[\d.]+,\d{2}$/)).toBeInTheDocument();
    expect(within(current()).getByText(/^Vencimento \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(current()).getByText('Vencida')).toBeInTheDocument();
    // 14 dots would wrap onto a second line: the position and arrows stand for them.
    expect(screen.queryAllByRole('button', { name: /^Ver fatura \d+ de 14$/ })).toHaveLength(0);
    expect(screen.getByText('1 de 14')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fatura anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Nota Fiscal da Fatura ${ref(2).text}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Copiar código de barras da Fatura ${ref(2).text}` })).toBeEnabled();
    // Its boleto is a PNG.
    await user.click(screen.getByRole('button', { name: `Baixar Boleto da Fatura ${ref(2).text}` }));
    await waitFor(() => expect(downloads).toEqual([{ name: `boleto-${ref(2).file}.png`, type: 'image/png' }]));

    // Then last month's, open.
    await user.click(screen.getByRole('button', { name: 'Próxima fatura' }));
    expect(screen.getByText('2 de 14')).toBeInTheDocument();
    await waitFor(() => expect(current()).toHaveAccessibleName(`Fatura ${ref(1).text}, 2 de 14`));
    expect(within(current()).getByText('Em aberto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Baixar Boleto da Fatura ${ref(1).text}` })).toBeEnabled();

    // Three months back is paid (no copy buttons) and has no boleto: on the card the boleto follows the BOLETO field.
    await user.click(screen.getByRole('button', { name: 'Próxima fatura' }));
    await waitFor(() => expect(current()).toHaveAccessibleName(`Fatura ${ref(3).text}, 3 de 14`));
    expect(within(current()).getByText('Paga')).toBeInTheDocument();
    expect(within(current()).getByText(/^Paga em \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copiar código/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Baixar Boleto da Fatura ${ref(3).text}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Nota Fiscal da Fatura ${ref(3).text}` })).toBeEnabled();
    expect(screen.getByText('Boleto indisponível para este mês.')).toBeInTheDocument();
  });

  it('follows the boleto field on the card: 6 months back has a boleto but no nota fiscal', async () => {
    const { user } = await renderSignedIn(390);
    await screen.findByText('Selecione a fatura desejada abaixo');
    for (let step = 1; step < 6; step += 1) await user.click(screen.getByRole('button', { name: 'Próxima fatura' }));
    expect(screen.getByText('6 de 14')).toBeInTheDocument();
    await waitFor(() => expect(current()).toHaveAccessibleName(`Fatura ${ref(6).text}, 6 de 14`));
    expect(screen.getByRole('button', { name: `Nota Fiscal da Fatura ${ref(6).text}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Baixar Boleto da Fatura ${ref(6).text}` })).toBeEnabled();
    expect(screen.getByText('Nota fiscal indisponível para este mês.')).toBeInTheDocument();
  });
  it('keeps the dots, one per invoice, for a year of seven months or fewer; at the last invoice the focus stays on an arrow', async () => {
    const { user } = await renderSignedIn(390);
    await screen.findByText('Selecione a fatura desejada abaixo');
    // The year with the fewest of the 14 months holds seven or fewer.
    const filter = screen.getByRole('radiogroup', { name: 'Filtrar faturas por ano' });
    const years = within(filter).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent!).filter((label) => label !== 'Todas');
    const counts = years.map((year) => [year, Array.from({ length: 14 }, (_, index) => ref(index + 1).year).filter((y) => String(y) === year).length] as const);
    const [fewest, count] = counts.reduce((low, next) => (next[1] < low[1] ? next : low));
    expect(count).toBeLessThanOrEqual(7);
    await user.click(within(filter).getByText(fewest));
    expect(await screen.findAllByRole('button', { name: new RegExp(`^Ver fatura \\d+ de ${count}$`) })).toHaveLength(count);
    expect(screen.queryByRole('button', { name: 'Próxima fatura' })).not.toBeInTheDocument();

    await user.click(within(filter).getByText('Todas'));
    const next = await screen.findByRole('button', { name: 'Próxima fatura' });
    for (let step = 1; step < 14; step += 1) await user.click(next);
    expect(screen.getByText('14 de 14')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fatura anterior' })).toHaveFocus();
  });
});
