import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@test/demoBackend';
import { callApi } from '../../../../../mocks/testing';
import { captureRequests } from '@test/captureRequests';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

const UNITS = { lojaCentro: 'ua-loja-centro', fabrica: 'ua-fabrica-contagem', betim: 'ua-deposito-betim' };

// jsdom lays nothing out: the home's deferred sections report themselves on the screen, as on a tall window.
const observer = window.IntersectionObserver;
beforeEach(() => {
  Object.assign(window, {
    IntersectionObserver: class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        if (element.getAttribute('role') === 'status') queueMicrotask(() => this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never));
      }
      disconnect() {}
    },
  });
  // Saturday 6 December 2026, noon in São Paulo: measured until the 5th, November closed.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T15:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  Object.assign(window, { IntersectionObserver: observer });
});
// The frame's and the home's code, compiled once before the first test's clock starts.
beforeAll(() => Promise.all([import('@/widgets/dashboard-shell'), import('../DashboardHomePage'), import('./EnergyAlerts')]), 120_000);

async function openHome(unit: string, path = '/dashboard/app') {
  const session = await signedInAs();
  const view = await renderApp(path, { preloadedState: { ...session.preloadedState, selectedAsset: { physicalAssetsSelected: unit } } });
  const panel = await screen.findByRole('region', { name: 'Alertas' }, { timeout: 15_000 });
  return { ...view, panel, token: session.token };
}
/** Each line of the panel: its words, its amount in R$ and where it leads. */
const linesOf = async (panel: HTMLElement) => {
  const links = await within(panel).findAllByRole('link');
  return links.map((link) => ({
    title: link.querySelector('span > span')!.textContent,
    amount: Number(link.textContent!.match(/R\$\s([\d.]+,\d{2})/)![1]!.replace(/\./g, '').replace(',', '.')),
    href: link.getAttribute('href'),
  }));
};

describe("'Alertas' on the home (decisions §10)", () => {
  it("comes right after the balance panel, with 'Medições até'", async () => {
    const { panel } = await openHome(UNITS.fabrica);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // Mariana has three units: 'Sua empresa' comes first (decisions §11), then the unit's balance, then 'Alertas'.
    expect(headings.slice(0, 3)).toEqual(['Sua empresa', 'Total em aberto', 'Alertas']);
    expect(await within(panel).findByText('Medições até 05/12/2026')).toBeInTheDocument();
  });

  it("Fábrica Contagem: the band's excess and the power factor, largest first, each linking to its page", async () => {
    const { panel } = await openHome(UNITS.fabrica);
    const lines = await linesOf(panel);
    expect(lines.map((line) => line.title)).toEqual(['Consumo acima do contrato', 'Fator de potência abaixo de 0,92']);
    expect(lines[0]!.amount).toBeGreaterThan(lines[1]!.amount);
    expect(lines[1]!.amount).toBeGreaterThan(0);
    expect(lines.map((line) => line.href)).toEqual(['/dashboard/contract-position', '/dashboard/load-curve?view=month&date=2026-12-01']);
    expect(within(panel).getAllByText('dez. de 2026')).toHaveLength(2);
  });

  it("Fábrica Contagem's power factor: the reactive excess of December's hours so far, at R$ 0,32/kWh", async () => {
    const { panel, token } = await openHome(UNITS.fabrica);
    const lines = await linesOf(panel);
    // Worked out here from the hourly answer, apart from the portal's formulas.
    const answer = await callApi(`/v1/Energy/measurements?physicalAssetId=${UNITS.fabrica}&from=2026-12-01&to=2026-12-31&resolution=1h`, { token });
    const { kwh, kvarh } = (await answer.json()) as { kwh: number[]; kvarh: number[] };
    let excess = 0;
    kwh.forEach((energy, hour) => {
      const factor = energy / Math.hypot(energy, kvarh[hour]!);
      if (energy > 0 && factor < 0.92) excess += energy * (0.92 / factor - 1) * 0.32;
    });
    expect(lines[1]!.amount).toBeCloseTo(excess, 2);
  });

  it("Loja Centro: last month's overrun, R$ 693,00, opening the load curve on November", async () => {
    const { panel } = await openHome(UNITS.lojaCentro);
    expect(await linesOf(panel)).toEqual([{ title: 'Ultrapassagem de demanda', amount: 693, href: '/dashboard/load-curve?view=month&date=2026-11-01' }]);
    expect(within(panel).getByRole('link')).toHaveTextContent(/^Ultrapassagem de demandanov\. de 2026R\$\s693,00$/);
  });

  it("Depósito Betim, with nothing at risk: 'Nenhum alerta'", async () => {
    const { panel } = await openHome(UNITS.betim);
    expect(await within(panel).findByText('Nenhum alerta')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it("the band's amount is the position page's 'Valor em risco', to the cent", async () => {
    const { panel, user } = await openHome(UNITS.fabrica);
    const [band] = await linesOf(panel);
    await user.click(within(panel).getByRole('link', { name: /^Consumo acima do contrato/ }));
    await screen.findByRole('heading', { level: 1, name: 'Posição do contrato' });
    const atRisk = await screen.findByText('Valor em risco', { selector: 'dt' });
    const shown = atRisk.nextElementSibling!.textContent!;
    expect(Number(shown.replace(/[^\d,]/g, '').replace(',', '.'))).toBe(band!.amount);
  });

  it("asks for nothing of the energy calls until the balance panel has its answer", async () => {
    let release = () => {};
    const invoicesHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('*/v1/Account/my-invoices', async () => (await invoicesHeld, undefined)), http.get('*/v1/Account/my-invoices', async () => (await invoicesHeld, undefined)));
    const recorder = captureRequests();
    onTestFinished(recorder.stop);
    const session = await signedInAs();
    await renderApp('/dashboard/app', { preloadedState: { ...session.preloadedState, selectedAsset: { physicalAssetsSelected: UNITS.fabrica } } });
    await screen.findByRole('heading', { level: 1, name: /^Bem - Vindo\(a\)/ });
    await delay(300);
    const energyCalls = async () => (await recorder.requests()).filter((request) => request.path.startsWith('/v1/Energy/'));
    expect(await energyCalls()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Alertas' })).toBeNull();
    release();
    expect(await screen.findByRole('region', { name: 'Alertas' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(async () => expect((await energyCalls()).length).toBeGreaterThan(0));
  });

  it("says when the alerts could not be loaded, and 'Tentar novamente' asks again", async () => {
    server.use(http.get('*/v1/Energy/demand-contract', () => HttpResponse.json({ message: 'Erro' }, { status: 500 }), { once: true }));
    const { panel, user } = await openHome(UNITS.lojaCentro);
    expect(await within(panel).findByText('Não foi possível carregar os alertas agora.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByRole('link', { name: /^Ultrapassagem de demanda/ })).toBeInTheDocument();
  });
});
