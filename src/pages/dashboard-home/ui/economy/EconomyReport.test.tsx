import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { economyCsv, type EconomicReport } from '@/entities/economic-report';
import { physicalAssetSelected, sessionEnded, sessionStarted } from '@/entities/session';
import { getAccessToken } from '@/shared/api';
import { buildTimeConfig } from '@/shared/config';
import * as file from '@/shared/lib/file';
import { server } from '@test/demoBackend';
import { captureRequests } from '@test/captureRequests';
import { chartRenders } from '@test/plots';
import { renderWithProviders } from '@test/renderWithProviders';
import { signedInAs } from '@test/session';
import { setViewport } from '@test/viewport';
import { EconomyReport } from './EconomyReport';

const REPORT_PATH = '/v1/Account/find-economic-report';
/** What the chart's x axis was given: G2 turns overlapping labels 90° unless told not to. */
type XAxis = { labelAutoRotate?: boolean; labelAutoHide?: boolean; tickFilter?: (category: string, index: number) => boolean };
const original = window.IntersectionObserver;
// The chart mounts when its slot nears the viewport; these tests say when that happens.
let observed: { callback: IntersectionObserverCallback }[] = [];
const setObserver = (value: unknown) => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = value;
};
const enterViewport = () =>
  act(() => observed.forEach(({ callback }) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));

async function signedInState() {
  return (await signedInAs()).preloadedState;
}

async function reportFor(assetId: string, year: number, month: number): Promise<EconomicReport> {
  const response = await fetch(`${location.origin}${REPORT_PATH}`, {
    method: 'POST',
    headers: { 'X-Client-Access': 'portal-web', Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ assetId, year, month }),
  });
  return (await response.json()) as EconomicReport;
}

const reportRequests = async (recorder: ReturnType<typeof captureRequests>) =>
  (await recorder.requests()).filter((request) => request.path === REPORT_PATH).map((request) => request.body);

beforeEach(() => {
  // Only Date is faked: 15 Jan 2025, so the default month is December of the previous year.
  vi.useFakeTimers({ now: new Date(2025, 0, 15, 12), toFake: ['Date'] });
  observed = [];
  setObserver(
    class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push({ callback });
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  setObserver(original);
});

describe('EconomyReport', () => {
  it('opens on the previous month (January → December of the previous year) in the yearly display', async () => {
    const recorder = captureRequests();
    renderWithProviders(<EconomyReport />, { preloadedState: await signedInState() });
    expect(screen.getByRole('heading', { level: 2, name: 'Relatório de Economia — Loja Centro' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mês de referência')).toHaveValue('dezembro de 2024');
    expect(screen.getByRole('radio', { name: 'Anual' })).toBeChecked();
    expect(await screen.findByText('Economia em 2024')).toBeInTheDocument();
    expect(await reportRequests(recorder)).toEqual([{ assetId: 'ua-loja-centro', year: 2024, month: 12 }]);
    recorder.stop();
  });

  it('shows the totals of the charted months: savings in BRL and % with two decimals', async () => {
    const preloadedState = await signedInState();
    const report = await reportFor('ua-loja-centro', 2024, 12);
    const acr = report.yearlyEconomyChart.reduce((sum, row) => sum + Math.round(row.acr * 100), 0);
    const result = report.yearlyEconomyChart.reduce((sum, row) => sum + Math.round(row.result * 100), 0);
    const brl = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
    const percent = `${(Math.round((result / acr) * 10_000) / 100).toFixed(2).replace('.', ',')}%`;

    renderWithProviders(<EconomyReport />, { preloadedState });
    const savings = await screen.findByText('Economia em 2024');
    expect(savings.nextElementSibling?.textContent).toBe(brl(result));
    expect(screen.getByText('Economia (%)').nextElementSibling?.textContent).toBe(percent);
    expect(screen.getByText('Custo no ACR').nextElementSibling?.textContent).toBe(brl(acr));
  });

  it('loads the chart code only when the section nears the viewport, then charts ACR, ACL and the savings line', async () => {
    renderWithProviders(<EconomyReport />, { preloadedState: await signedInState() });
    await screen.findByText('Economia em 2024');
    expect(screen.queryByTestId('dual-axes')).not.toBeInTheDocument();
    expect(chartRenders).toHaveLength(0);

    enterViewport();
    expect(await screen.findByTestId('dual-axes')).toBeInTheDocument();
    const props = chartRenders.at(-1)!;
    const [columns, line] = props.children as { type: string; data: { month: string; series: string; value: number }[] }[];
    expect(columns!.type).toBe('interval');
    expect(columns!.data).toHaveLength(24);
    expect(columns!.data.slice(0, 2).map((point) => point.series)).toEqual(['ACR (mercado cativo)', 'ACL (mercado livre)']);
    expect(line!.type).toBe('line');
    expect(line!.data.map((point) => point.month)).toEqual(['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.']);
    expect(screen.getByRole('img', { name: /custos no ACR e no ACL em 2024/ })).toBeInTheDocument();
  });

  it.each([
    [390, ['jan.', 'mar.', 'mai.', 'jul.', 'set.', 'nov.']],
    [1440, ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.']],
  ])('at %i px the month axis is never turned: short month names, and a phone labels every other month', async (width, labelled) => {
    onTestFinished(setViewport(width));
    renderWithProviders(<EconomyReport />, { preloadedState: await signedInState() });
    await screen.findByText('Economia em 2024');
    enterViewport();
    await screen.findByTestId('dual-axes');
    // The last drawing, once the screen's width is known (antd reads it in a layout effect).
    await waitFor(() => {
      const { axis, children } = chartRenders.at(-1)! as { axis: { x: XAxis }; children: { data: { month: string }[] }[] };
      expect(axis.x).toMatchObject({ labelAutoRotate: false, labelAutoHide: true });
      const months = children[1]!.data.map((point) => point.month);
      expect(months.every((month) => month.length <= 4)).toBe(true);
      expect(months.filter((month, index) => axis.x.tickFilter?.(month, index) ?? true)).toEqual(labelled);
    });
  });

  it("'ver dados em tabela' shows exactly the charted months; 'Mensal' keeps only the chosen month", async () => {
    const { user } = renderWithProviders(<EconomyReport />, { preloadedState: await signedInState() });
    await screen.findByText('Economia em 2024');
    const toggle = screen.getByRole('button', { name: 'ver dados em tabela' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'ocultar tabela' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Custos e economia em 2024' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Mês', 'ACR (R$)', 'ACL (R$)', 'Economia (R$)']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toHaveLength(12);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('jan. de 2024');

    await user.click(screen.getByText('Mensal'));
    const monthly = screen.getByRole('table', { name: 'Custos e economia em dez. de 2024' });
    expect(within(monthly).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['dez. de 2024']);
    expect(screen.getByText('Economia em dez. de 2024')).toBeInTheDocument();
  });

  it("'Exportar CSV' downloads the charted rows as pt-BR CSV, byte for byte", async () => {
    const preloadedState = await signedInState();
    const report = await reportFor('ua-loja-centro', 2024, 12);
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    const { user } = renderWithProviders(<EconomyReport />, { preloadedState });
    await screen.findByText('Economia em 2024');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('economia-2024.csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes)).toEqual(Array.from(new TextEncoder().encode(economyCsv(report.yearlyEconomyChart))));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFMês;ACR (R$);ACL (R$);Economia (R$)\r\n01/2024;')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(14);
  });

  it('reloads when the selected asset changes, stops when the session ends and reloads on the next sign-in', async () => {
    const recorder = captureRequests();
    const preloadedState = await signedInState();
    const { store } = renderWithProviders(<EconomyReport />, { preloadedState });
    await screen.findByText('Economia em 2024');
    act(() => {
      store.dispatch(physicalAssetSelected('ua-fabrica-contagem'));
    });
    await waitFor(async () => expect(await reportRequests(recorder)).toHaveLength(2));
    expect((await reportRequests(recorder))[1]).toEqual({ assetId: 'ua-fabrica-contagem', year: 2024, month: 12 });
    act(() => {
      store.dispatch(sessionEnded({ reason: 'logout' }));
    });
    expect(await reportRequests(recorder)).toHaveLength(2);
    act(() => {
      store.dispatch(sessionStarted({ token: getAccessToken() ?? '', user: preloadedState.session.user!, keepConnected: false }));
    });
    await waitFor(async () => expect(await reportRequests(recorder)).toHaveLength(3));
    expect((await reportRequests(recorder))[2]).toEqual({ assetId: 'ua-loja-centro', year: 2024, month: 12 });
    recorder.stop();
  });

  it('drawn again within the minute (another part of the page asked for the same month), it shows that answer without asking again', async () => {
    const recorder = captureRequests();
    const { store, unmount } = renderWithProviders(<EconomyReport />, { preloadedState: await signedInState() });
    await screen.findByText('Economia em 2024');
    unmount();
    renderWithProviders(<EconomyReport />, { store });
    await screen.findByText('Economia em 2024');
    expect(screen.queryByText(/Carregando/)).not.toBeInTheDocument();
    expect(await reportRequests(recorder)).toHaveLength(1);
    recorder.stop();
  });

  it('reloads when the month changes', async () => {
    const recorder = captureRequests();
    const { user } = renderWithProviders(<EconomyReport />, { preloadedState: await signedInState() });
    await screen.findByText('Economia em 2024');
    enterViewport();
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    await user.click(screen.getByLabelText('Mês de referência'));
    await user.click(within(document.querySelector('.ant-picker-month-panel') as HTMLElement).getByText('Mar'));
    await waitFor(async () => expect(await reportRequests(recorder)).toHaveLength(2));
    expect((await reportRequests(recorder))[1]).toEqual({ assetId: 'ua-loja-centro', year: 2024, month: 3 });
    recorder.stop();
  });

  it("last year's savings are one choice away: 'Ano' beside the month picker", async () => {
    const recorder = captureRequests();
    const { user } = renderWithProviders(<EconomyReport />, { preloadedState: await signedInState() });
    await screen.findByText('Economia em 2024');
    const years = screen.getByRole('radiogroup', { name: 'Ano' });
    expect(within(years).getByRole('radio', { name: '2024' })).toBeChecked();
    await user.click(within(years).getByText('2023'));
    expect(await screen.findByText('Economia em 2023')).toBeInTheDocument();
    expect(screen.getByLabelText('Mês de referência')).toHaveValue('dezembro de 2023');
    expect((await reportRequests(recorder)).at(-1)).toEqual({ assetId: 'ua-loja-centro', year: 2023, month: 12 });
    // Back on this year, the report opens on the last closed month again.
    await user.click(within(years).getByText('2024'));
    expect(await screen.findByText('Economia em 2024')).toBeInTheDocument();
    expect(screen.getByLabelText('Mês de referência')).toHaveValue('dezembro de 2024');
    recorder.stop();
  });

  it('a unit without contracts reads as empty', async () => {
    const preloadedState = await signedInState();
    renderWithProviders(<EconomyReport />, { preloadedState: { ...preloadedState, selectedAsset: { physicalAssetsSelected: 'ua-deposito-betim' } } });
    expect(await screen.findByText('Sem dados de economia para 2024.')).toBeInTheDocument();
    // Why, and what to do next: another period, or the support chat.
    expect(screen.getByText(/A economia é calculada a partir do primeiro mês medido no mercado livre\. Escolha outro período/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^fale com o atendimento/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+$/));
  });

  it('a load failure stays silent, clears the loading state and offers a retry', async () => {
    const preloadedState = await signedInState();
    server.use(http.post(`*${REPORT_PATH}`, () => HttpResponse.json({ message: 'Falhou' }, { status: 500 }), { once: true }));
    const { user } = renderWithProviders(<EconomyReport />, { preloadedState });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.queryByText(/Falhou|problema interno/)).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await user.click(retry);
    expect(await screen.findByText('Economia em 2024')).toBeInTheDocument();
  });

  it('issues the GraphQL report query only when a GraphQL URL is configured', async () => {
    const preloadedState = await signedInState();
    const recorder = captureRequests();
    const first = renderWithProviders(<EconomyReport />, { preloadedState });
    await screen.findByText('Economia em 2024');
    first.unmount();
    // The query is released a tick after its last report unmounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect((await recorder.requests()).filter((request) => request.path === '/graphql')).toHaveLength(0);

    renderWithProviders(<EconomyReport />, { preloadedState, config: { ...buildTimeConfig, graphqlUrl: '/graphql' } });
    await screen.findByText('Economia em 2024');
    await waitFor(async () => expect((await recorder.requests()).filter((request) => request.path === '/graphql')).toHaveLength(1));
    const [graphql] = (await recorder.requests()).filter((request) => request.path === '/graphql');
    expect(graphql!.body).toMatchObject({ operationName: 'EconomicReport', variables: { assetId: 'ua-loja-centro', year: 2024, month: 12 } });
    recorder.stop();
  });

  it('each store sends its own GraphQL query: nothing outside the store remembers one was sent', async () => {
    const preloadedState = await signedInState();
    const config = { ...buildTimeConfig, graphqlUrl: '/graphql' };
    const recorder = captureRequests();
    renderWithProviders(<EconomyReport />, { preloadedState, config });
    await waitFor(async () => expect((await recorder.requests()).filter((request) => request.path === '/graphql')).toHaveLength(1));
    // A second app (its own store) showing the same report while the first still shows it.
    renderWithProviders(<EconomyReport />, { preloadedState, config });
    await waitFor(async () => expect((await recorder.requests()).filter((request) => request.path === '/graphql')).toHaveLength(2));
    recorder.stop();
  });
});
