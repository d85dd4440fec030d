import { act, screen, waitFor, within } from '@testing-library/react';
import { dailyComparisonCsv, dailyCsv, type EconomicReport } from '@/entities/economic-report';
import { physicalAssetSelected } from '@/entities/session';
import { getAccessToken } from '@/shared/api';
import * as file from '@/shared/lib/file';
import { captureRequests } from '@test/captureRequests';
import { chartRenders } from '@test/plots';
import { renderWithProviders } from '@test/renderWithProviders';
import { signedInAs } from '@test/session';
import { setViewport } from '@test/viewport';
import { DailyConsumption } from './DailyConsumption';

const REPORT_PATH = '/v1/Account/find-economic-report';
/** What the chart's x axis was given: G2 turns overlapping labels 90° unless told not to. */
type XAxis = { labelAutoRotate?: boolean; labelAutoHide?: boolean; tickFilter?: (category: string, index: number) => boolean };
const original = window.IntersectionObserver;
const setObserver = (value: unknown) => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = value;
};

async function signedInState() {
  return (await signedInAs()).preloadedState;
}

async function dailyFor(year: number, month: number) {
  const response = await fetch(`${location.origin}${REPORT_PATH}`, {
    method: 'POST',
    headers: { 'X-Client-Access': 'portal-web', Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ assetId: 'ua-loja-centro', year, month }),
  });
  return ((await response.json()) as EconomicReport).energyBalance.dailyConsumptionChart;
}

const reportRequests = async (recorder: ReturnType<typeof captureRequests>) =>
  (await recorder.requests()).filter((request) => request.path === REPORT_PATH).map((request) => request.body);

beforeEach(() => {
  // Only Date is faked: 15 Jan 2025, so the default month is December 2024.
  vi.useFakeTimers({ now: new Date(2025, 0, 15, 12), toFake: ['Date'] });
  // The chart slot is "near the viewport" at once.
  setObserver(
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  setObserver(original);
});

describe('DailyConsumption', () => {
  it('opens on the previous month and charts every day in kWh with the month total and the peak day', async () => {
    const preloadedState = await signedInState();
    const days = await dailyFor(2024, 12);
    const peak = days.reduce((best, day) => (day.consumed > best.consumed ? day : best));
    const recorder = captureRequests();
    renderWithProviders(<DailyConsumption />, { preloadedState });

    expect(screen.getByRole('heading', { level: 2, name: 'Relatório de Medição' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mês da medição')).toHaveValue('dezembro de 2024');
    expect(await screen.findByTestId('dual-axes')).toBeInTheDocument();
    expect(await reportRequests(recorder)).toEqual([{ assetId: 'ua-loja-centro', year: 2024, month: 12 }]);

    const [columns] = chartRenders.at(-1)!.children as { type: string; data: { day: string; consumed: number; peak: boolean }[] }[];
    expect(columns!.type).toBe('interval');
    expect(columns!.data).toHaveLength(31);
    expect(columns!.data.filter((point) => point.peak).map((point) => point.day)).toEqual([String(peak.day)]);

    const tenths = days.reduce((sum, day) => sum + Math.round(day.consumed * 10), 0);
    const kwh = (value: number) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value)} kWh`;
    expect(screen.getByText('Consumo no mês').nextElementSibling?.textContent).toBe(kwh(tenths / 10));
    expect(screen.getByText('Dia de pico').nextElementSibling?.textContent).toBe(
      `${String(peak.day).padStart(2, '0')}/12/2024 · ${kwh(peak.consumed)}`,
    );
    recorder.stop();
  });

  it.each([
    [390, ['1', '5', '10', '15', '20', '25', '30']],
    [1440, Array.from({ length: 31 }, (_, i) => String(i + 1))],
  ])('at %i px the day axis is never turned, and a phone labels fewer days', async (width, labelled) => {
    onTestFinished(setViewport(width));
    renderWithProviders(<DailyConsumption />, { preloadedState: await signedInState() });
    await screen.findByTestId('dual-axes');
    // The last drawing, once the screen's width is known (antd reads it in a layout effect).
    await waitFor(() => {
      const { axis, children } = chartRenders.at(-1)! as { axis: { x: XAxis }; children: { data: { day: string }[] }[] };
      expect(axis.x).toMatchObject({ labelAutoRotate: false, labelAutoHide: true });
      const days = children[0]!.data.map((point) => point.day);
      expect(days).toHaveLength(31);
      expect(days.filter((day, index) => axis.x.tickFilter?.(day, index) ?? true)).toEqual(labelled);
    });
  });

  it("'ver dados em tabela' lists every charted day and 'Exportar CSV' saves the same rows byte for byte", async () => {
    const preloadedState = await signedInState();
    const days = await dailyFor(2024, 12);
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    const { user } = renderWithProviders(<DailyConsumption />, { preloadedState });
    await screen.findByTestId('dual-axes');

    await user.click(screen.getByRole('button', { name: 'ver dados em tabela' }));
    const table = screen.getByRole('table', { name: 'Consumo diário de dez. de 2024' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(31);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('01/12/2024');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('consumo-diario-12-2024.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text).toBe(dailyCsv(days, { year: 2024, month: 12 }));
    expect(text.startsWith('\uFEFFData;Consumo (kWh)\r\n01/12/2024;')).toBe(true);
  });

  it('compares with the same month a year earlier: one more call, a second series, table and CSV follow', async () => {
    const preloadedState = await signedInState();
    const [days, lastYear] = [await dailyFor(2024, 12), await dailyFor(2023, 12)];
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    const recorder = captureRequests();
    const { user } = renderWithProviders(<DailyConsumption />, { preloadedState });
    await screen.findByTestId('dual-axes');

    await user.click(screen.getByRole('switch', { name: 'Comparar com dez. de 2023' }));
    await waitFor(async () => expect(await reportRequests(recorder)).toContainEqual({ assetId: 'ua-loja-centro', year: 2023, month: 12 }));
    await waitFor(() => expect((chartRenders.at(-1)!.children as unknown[]).length).toBe(2));
    const [, line] = chartRenders.at(-1)!.children as { type: string; data: unknown[] }[];
    expect(line!.type).toBe('line');
    expect(line!.data).toHaveLength(31);
    expect(screen.getByText('Variação sobre dez. de 2023')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ver dados em tabela' }));
    const table = screen.getByRole('table', { name: 'Consumo diário: dez. de 2024 e dez. de 2023' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Dia',
      'Consumo em dez. de 2024',
      'Consumo em dez. de 2023',
    ]);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('consumo-diario-12-2024-comparativo.csv');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(
      dailyComparisonCsv(days, lastYear, { year: 2024, month: 12 }),
    );
    recorder.stop();
  });

  it('reloads when the asset changes and when the month changes', async () => {
    const recorder = captureRequests();
    const { store, user } = renderWithProviders(<DailyConsumption />, { preloadedState: await signedInState() });
    await screen.findByTestId('dual-axes');
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    act(() => {
      store.dispatch(physicalAssetSelected('ua-fabrica-contagem'));
    });
    await waitFor(async () => expect(await reportRequests(recorder)).toContainEqual({ assetId: 'ua-fabrica-contagem', year: 2024, month: 12 }));

    await user.click(screen.getByLabelText('Mês da medição'));
    await user.click(within(document.querySelector('.ant-picker-month-panel') as HTMLElement).getByText('Fev'));
    await waitFor(async () => expect(await reportRequests(recorder)).toContainEqual({ assetId: 'ua-fabrica-contagem', year: 2024, month: 2 }));
    expect(screen.getByLabelText('Mês da medição')).toHaveValue('fevereiro de 2024');
    recorder.stop();
  });

  it('leaves out days that have not happened yet in the current month', async () => {
    const preloadedState = await signedInState();
    const { user } = renderWithProviders(<DailyConsumption />, { preloadedState });
    await screen.findByTestId('dual-axes');
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    await user.click(screen.getByLabelText('Mês da medição'));
    await user.click(document.querySelector('.ant-picker-month-panel .ant-picker-header-super-next-btn') as HTMLElement);
    await user.click(within(document.querySelector('.ant-picker-month-panel') as HTMLElement).getByText('Jan'));
    expect(screen.getByLabelText('Mês da medição')).toHaveValue('janeiro de 2025');
    await user.click(await screen.findByRole('button', { name: 'ver dados em tabela' }));
    expect(within(screen.getByRole('table', { name: 'Consumo diário de jan. de 2025' })).getAllByRole('rowheader')).toHaveLength(15);
  });
  it('a unit without readings says why and what to do next', async () => {
    const preloadedState = await signedInState();
    renderWithProviders(<DailyConsumption />, { preloadedState: { ...preloadedState, selectedAsset: { physicalAssetsSelected: 'ua-deposito-betim' } } });
    expect(await screen.findByText('Sem medições para dez. de 2024.')).toBeInTheDocument();
    expect(screen.getByText(/Não há leituras do medidor desta unidade neste mês\. Escolha outro mês ou/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^fale com o atendimento/ })).toHaveAttribute('target', '_blank');
  });
});
