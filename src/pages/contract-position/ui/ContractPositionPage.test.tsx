import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/demoBackend';
import { callApi } from '../../../../mocks/testing';
import { captureRequests } from '@test/captureRequests';
import { chartRenders } from '@test/plots';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

const UNITS = { lojaCentro: 'ua-loja-centro', fabrica: 'ua-fabrica-contagem', betim: 'ua-deposito-betim' };
type Terms = { code: string; flexibility: number; price: number; exposurePrice: number; months: { month: string; averageMw: number }[] };

/** Mariana signed in with `unit` in use, /dashboard/contract-position opened through the app's routes. */
async function openPosition(unit: string) {
  const session = await signedInAs();
  const view = await renderApp('/dashboard/contract-position', { preloadedState: { ...session.preloadedState, selectedAsset: { physicalAssetsSelected: unit } } });
  await screen.findByRole('heading', { level: 1, name: 'Posição do contrato' }, { timeout: 15_000 });
  return { ...view, token: session.token };
}
const termsOf = async (unit: string, token: string) =>
  ((await (await callApi(`/v1/Energy/energy-contract?physicalAssetId=${unit}`, { token })).json()) as { contract: Terms }).contract;

/** A figure as the page writes it, by its label ('Valor em risco' → 'R$ 3.690,00'), and as a number. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent!;
const numberIn = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

/** The status chip under the heading (the history's rows name statuses too). */
const statusChip = (text: string) => screen.findByText(text, { selector: '[data-status], [data-status] *' });
const fakeToday = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
// The frame's and the page's code, compiled once before the first test's clock starts (a busy machine took 20 s).
beforeAll(() => Promise.all([import('@/widgets/dashboard-shell'), import('./ContractPositionPage')]), 120_000);
const observer = window.IntersectionObserver;
afterEach(() => {
  vi.useRealTimers();
  Object.assign(window, { IntersectionObserver: observer });
});

describe('/dashboard/contract-position (decisions §10)', () => {
  it("Loja Centro on 6 December: 'Dentro da faixa', the band, the month measured to the 5th and projected, nothing at risk", async () => {
    fakeToday('2026-12-06T15:00:00Z');
    const { token } = await openPosition(UNITS.lojaCentro);
    expect(await statusChip('Dentro da faixa')).toBeInTheDocument();
    expect(screen.getByText('Loja Centro · dezembro de 2026 · Contrato', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Medições até 05/12/2026')).toBeInTheDocument();
    const terms = await termsOf(UNITS.lojaCentro, token);
    const volume = terms.months.find((row) => row.month === '2026-12')!.averageMw * 31 * 24;
    const mwh = (value: number) => `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} MWh`;
    expect(figure('Volume contratado')).toBe(mwh(volume));
    expect(figure('Limite inferior')).toBe(mwh(volume * 0.9));
    expect(figure('Limite superior')).toBe(mwh(volume * 1.1));
    const projection = numberIn(figure('Projeção para o fim do mês'));
    expect(projection).toBeGreaterThanOrEqual(numberIn(figure('Limite inferior')));
    expect(projection).toBeLessThanOrEqual(numberIn(figure('Limite superior')));
    expect(numberIn(figure('Consumo medido'))).toBeLessThan(projection);
    expect(figure('Valor em risco')).toBe(brl(0));
    // Inside the band the bill is the projection at the contract's price (to the cent of the MWh shown).
    expect(Math.abs(numberIn(figure('Fatura prevista')) - projection * terms.price)).toBeLessThan(0.01 * terms.price);
    expect(screen.getByText(/^No ritmo atual, o mês termina com [\d.,]+ MWh, dentro da faixa do contrato\.$/)).toBeInTheDocument();
  });

  it("Fábrica Contagem: 'Acima da faixa' with the excess over the ceiling at the exposure price as 'Valor em risco'", async () => {
    fakeToday('2026-12-06T15:00:00Z');
    const { token } = await openPosition(UNITS.fabrica);
    expect(await statusChip('Acima da faixa')).toBeInTheDocument();
    const terms = await termsOf(UNITS.fabrica, token);
    const [projection, ceiling] = [numberIn(figure('Projeção para o fim do mês')), numberIn(figure('Limite superior'))];
    const atRisk = numberIn(figure('Valor em risco'));
    expect(atRisk).toBeGreaterThan(0);
    expect(Math.abs(atRisk - (projection - ceiling) * terms.exposurePrice)).toBeLessThan(0.01 * terms.exposurePrice);
    const bill = ceiling * terms.price + (projection - ceiling) * terms.exposurePrice;
    expect(Math.abs(numberIn(figure('Fatura prevista')) - bill)).toBeLessThan(0.01 * (terms.price + terms.exposurePrice));
    expect(screen.getByText(/^No ritmo atual, o mês termina com [\d.,]+ MWh, [\d.,]+ MWh acima do limite superior\.$/)).toBeInTheDocument();
  });

  it("Depósito Betim has no energy contract: says so, with 'Fale com o atendimento', and asks for no measurement", async () => {
    const recorder = captureRequests();
    onTestFinished(recorder.stop);
    await openPosition(UNITS.betim);
    expect(await screen.findByText('Esta unidade não tem contrato de energia ativo')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Fale com o atendimento/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+$/));
    expect(screen.queryByText('Consumo acumulado no mês')).not.toBeInTheDocument();
    expect((await recorder.requests()).map((request) => request.path)).toContain('/v1/Energy/energy-contract');
    expect((await recorder.requests()).map((request) => request.path)).not.toContain('/v1/Energy/measurements');
  });

  it('on the 1st of a month shows the previous month, closed: measured to its last day, and first in the history', async () => {
    fakeToday('2027-01-01T12:00:00Z');
    await openPosition(UNITS.fabrica);
    expect(await screen.findByText('Fábrica Contagem · dezembro de 2026 (mês fechado) · Contrato', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Medições até 31/12/2026')).toBeInTheDocument();
    expect(await statusChip('Acima da faixa')).toBeInTheDocument();
    expect(figure('Consumo do mês')).toBe(figure('Projeção para o fim do mês'));
    expect(screen.getByText(/^O mês fechou com [\d.,]+ MWh, [\d.,]+ MWh acima do limite superior\.$/)).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: /^Últimos 12 meses fechados/ });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`dez. de 2026Acima da faixa${figure('Volume contratado')}${figure('Consumo do mês')}`);
  });

  it('draws the running total against the band, and gives the same days as a table', async () => {
    fakeToday('2026-12-06T15:00:00Z');
    // The chart's slot is "near the viewport" at once.
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
      },
    });
    const { user } = await openPosition(UNITS.lojaCentro);
    await statusChip('Dentro da faixa');
    await waitFor(() => expect(chartRenders.length).toBeGreaterThan(0));
    type Line = { data: { day: number; mwh: number; series: string }[] };
    const [band, measured, projected] = (chartRenders.at(-1)!.children as Line[]).map((line) => line.data);
    expect(measured!.map((point) => point.day)).toEqual([1, 2, 3, 4, 5]);
    expect(projected!.map((point) => point.day)).toEqual(Array.from({ length: 27 }, (_, index) => index + 5));
    expect(projected![0]).toEqual({ ...measured![4], series: 'Projeção' });
    const mwhText = (value: number) => `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} MWh`;
    expect(mwhText(projected!.at(-1)!.mwh)).toBe(figure('Projeção para o fim do mês'));
    expect(band!.map((point) => [point.series, mwhText(point.mwh)])).toEqual([
      ['Limite inferior', figure('Limite inferior')], ['Limite inferior', figure('Limite inferior')],
      ['Limite superior', figure('Limite superior')], ['Limite superior', figure('Limite superior')],
    ]);
    await user.click(screen.getByRole('button', { name: 'ver dados em tabela' }));
    const table = screen.getByRole('table', { name: /^Consumo acumulado de dezembro de 2026/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(31);
    expect(rows[4]).toHaveTextContent(/^05\/12\/2026[\d.,]+ MWh[\d.,]+ MWhMedido$/);
    expect(rows[5]).toHaveTextContent(/Projeção$/);
    expect(within(rows[4]!).getAllByRole('cell')[1]).toHaveTextContent(figure('Consumo medido'));
    expect(within(rows[30]!).getAllByRole('cell')[1]).toHaveTextContent(figure('Projeção para o fim do mês'));
  });

  it('lists the last 12 closed months, newest first: status, contracted and consumed', async () => {
    fakeToday('2026-12-06T15:00:00Z');
    await openPosition(UNITS.lojaCentro);
    const history = await screen.findByRole('table', { name: /^Últimos 12 meses fechados/ });
    expect(within(history).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Mês', 'Posição', 'Contratado', 'Consumido']);
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'nov. de 2026', 'out. de 2026', 'set. de 2026', 'ago. de 2026', 'jul. de 2026', 'jun. de 2026',
      'mai. de 2026', 'abr. de 2026', 'mar. de 2026', 'fev. de 2026', 'jan. de 2026', 'dez. de 2025',
    ]);
    for (const row of rows) expect(row).toHaveTextContent(/^\S+ de \d{4}Dentro da faixa[\d.,]+ MWh[\d.,]+ MWh$/);
  });

  it("says when the contract could not be loaded, and 'Tentar novamente' loads it", async () => {
    server.use(http.get('*/v1/Energy/energy-contract', () => HttpResponse.json({ message: 'Erro' }, { status: 500 }), { once: true }));
    const { user } = await openPosition(UNITS.lojaCentro);
    expect(await screen.findByText('Não foi possível carregar a posição do contrato. Verifique sua conexão e tente novamente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await statusChip('Dentro da faixa')).toBeInTheDocument();
  });
});
