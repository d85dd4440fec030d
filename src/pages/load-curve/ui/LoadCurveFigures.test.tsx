import { screen, waitFor, within } from '@testing-library/react';
import type { EconomicReport } from '@/entities/economic-report';
import { hourlyPowerFactors, reactiveCharge } from '@/entities/energy-management';
import * as file from '@/shared/lib/file';
import { callApi } from '../../../../mocks/testing';
import { chartRenders } from '@test/plots';
import { demandMarks, marksOf, NearObserver, openLoadCurve, served, TODAY } from './loadCurveTesting';
import '@test/demoBackend';

const original = window.IntersectionObserver;
const setObserver = (value: unknown) => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = value;
};
beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  setObserver(NearObserver);
});
afterEach(() => {
  vi.useRealTimers();
  setObserver(original);
});

// As a person reads it: text queries collapse the no-break space after R$ into a space, a string to match does not.
const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');
// A month's 2,976 intervals take jsdom a while to draw: the page's figures are waited for longer than the default.
const SLOW = { timeout: 20_000 };
const overrunBox = () => screen.getByRole('region', { name: 'Ultrapassagem de demanda' });
const csvOf = async (saveBlob: ReturnType<typeof vi.spyOn>, call = 0) => {
  const [blob, name] = saveBlob.mock.calls[call]! as [Blob, string];
  return { name, lines: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()).split('\r\n').slice(0, -1) };
};
const wh = (value: number) => value.toFixed(3).replace('.', ',');
const rowsOf = (answer: Awaited<ReturnType<typeof served>>, day: string) =>
  answer.kwh.map((kwh, i) => `${day} ${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')};${wh(kwh)};${wh(answer.maxKw[i]!)};${wh(answer.kvarh[i]!)}`);

// Each test signs in and opens the page through the app's routes: the first in a worker also loads antd and the app.
describe("Curva de carga's figures", { timeout: 60_000 }, () => {
  it("Loja Centro's previous month: 84,0 kW on the 14th at 18:45 and R$ 693,00, in any view of that month", async () => {
    const { user } = await openLoadCurve('?view=month&date=2026-11-14');
    expect(await screen.findByText('Demanda máxima: 84,0 kW em 14/11/2026 às 18:45', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(overrunBox()).getByText(`Cobrança estimada: ${brl(693)}`)).toBeInTheDocument(), SLOW);
    expect(overrunBox()).toHaveTextContent('Demanda máxima de novembro de 2026: 84,0 kW (+12,0 %). Acima da tolerância (78,8 kW, 105 % dos 75,0 kW contratados)');
    await user.click(screen.getByText('Dia'));
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(await screen.findByText('13/11/2026', { selector: 'p' })).toBeInTheDocument();
    expect(within(overrunBox()).getByText(`Cobrança estimada: ${brl(693)}`)).toBeInTheDocument();
  });

  it("Depósito Betim and Fábrica Contagem stay 'Dentro da tolerância'", async () => {
    const { unmount } = await openLoadCurve('?view=month&date=2026-11-14', 'ua-deposito-betim');
    await waitFor(() => expect(within(overrunBox()).getByText('Dentro da tolerância')).toBeInTheDocument(), SLOW);
    expect(overrunBox()).toHaveTextContent('dos 60,0 kW contratados), não há cobrança.');
    unmount();
    await openLoadCurve('?view=month&date=2026-11-14', 'ua-fabrica-contagem');
    await waitFor(() => expect(within(overrunBox()).getByText('Dentro da tolerância')).toBeInTheDocument(), SLOW);
    expect(overrunBox()).toHaveTextContent('Demanda máxima de novembro de 2026: 258,0 kW (+3,2 %)');
  });

  it("Fábrica Contagem's power factor: 06:00 of every working day at 0,85, and the excess reactive charge", async () => {
    const { token } = await openLoadCurve('?view=month&date=2026-11-14', 'ua-fabrica-contagem');
    const workingDays = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 10, i + 1)).getUTCDay()).filter((day) => day > 0 && day < 6).length;
    expect(await screen.findByText(`${workingDays} horas abaixo de 0,92 · menor fator: 0,85`, {}, SLOW)).toBeInTheDocument();
    // The server's own hourly buckets, through the rules' module: the page's come from its 15-minute answer.
    const hourly = await served(token, 'ua-fabrica-contagem', '2026-11-01', '2026-11-30', '1h');
    expect(screen.getByText(`Excedente de reativos estimado: ${brl(reactiveCharge(hourlyPowerFactors(hourly), 0.32))}`)).toBeInTheDocument();
    const below = screen.getByRole('table', { name: /^Horas abaixo de 0,92/ });
    expect(within(below).getAllByRole('row')[1]).toHaveTextContent('02/11/2026 06:000,85');
    await waitFor(() => expect(chartRenders.some((props) => marksOf(props).some((mark) => mark.type === 'point' && mark.data.length === workingDays))).toBe(true));
  });

  it("Loja Centro: 'Nenhuma hora abaixo de 0,92'", async () => {
    await openLoadCurve('?view=month&date=2026-11-14');
    expect(await screen.findByText('Nenhuma hora abaixo de 0,92', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/^Excedente de reativos estimado/)).not.toBeInTheDocument();
  });

  it("the table and the CSV hold exactly the intervals served, and a day's add up to the daily report's value", async () => {
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    const { user, token } = await openLoadCurve('?view=day&date=2026-11-14');
    await screen.findByText('Demanda máxima: 84,0 kW em 14/11/2026 às 18:45', {}, SLOW);
    const day = await served(token, 'ua-loja-centro', '2026-11-14', '2026-11-14');

    await user.click(screen.getAllByRole('button', { name: 'ver dados em tabela' })[0]!);
    const table = screen.getByRole('table', { name: 'Intervalos de 15 minutos: 14/11/2026' });
    expect(within(table).getAllByRole('row')).toHaveLength(97);
    expect(within(table).getAllByRole('row')[76]).toHaveTextContent('14/11/2026 18:4521,00084,0');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await csvOf(saveBlob);
    expect(csv.name).toBe('curva-de-carga-2026-11-14.csv');
    expect(csv.lines).toEqual(['\uFEFFInício;kWh;kW;kvarh', ...rowsOf(day, '14/11/2026')]);
    const report = (await (await callApi('/v1/Account/find-economic-report', { token, body: { assetId: 'ua-loja-centro', year: 2026, month: 11 } })).json()) as EconomicReport;
    const reported = report.energyBalance.dailyConsumptionChart.find((row) => row.day === 14)!.consumed;
    const exported = csv.lines.slice(1).reduce((sum, line) => sum + Number(line.split(';')[1]!.replace(',', '.')), 0);
    expect(Math.abs(exported - reported)).toBeLessThanOrEqual(0.1);

    // Compared, the day before is drawn too, so the table and the CSV hold it as well, oldest first.
    await user.click(screen.getByRole('switch', { name: 'Comparar com o período anterior' }));
    expect(await screen.findByText('Período anterior (13/11/2026)')).toBeInTheDocument();
    await waitFor(() => expect(demandMarks().lines).toEqual({ previous: 96, current: 96 }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const compared = await csvOf(saveBlob, 1);
    expect(compared.name).toBe('curva-de-carga-2026-11-14-comparativo.csv');
    expect(compared.lines).toEqual(['\uFEFFInício;kWh;kW;kvarh', ...rowsOf(await served(token, 'ua-loja-centro', '2026-11-13', '2026-11-13'), '13/11/2026'), ...rowsOf(day, '14/11/2026')]);
  });

  it("a month's CSV holds its 2,880 intervals, whatever the chart samples", async () => {
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    const { user, token } = await openLoadCurve('?view=month&date=2026-11-14');
    await screen.findByText('Demanda máxima: 84,0 kW em 14/11/2026 às 18:45', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await csvOf(saveBlob);
    const month = await served(token, 'ua-loja-centro', '2026-11-01', '2026-11-30');
    expect(csv.name).toBe('curva-de-carga-2026-11.csv');
    expect(csv.lines).toHaveLength(2_881);
    expect(csv.lines[1]).toBe(rowsOf(month, '01/11/2026')[0]);
    expect(csv.lines.at(-1)).toBe(`30/11/2026 23:45;${wh(month.kwh.at(-1)!)};${wh(month.maxKw.at(-1)!)};${wh(month.kvarh.at(-1)!)}`);
  });
});
