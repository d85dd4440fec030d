import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/demoBackend';
import { renderApp } from '@test/renderApp';
import { signedInAs, signedInSession } from '@test/session';
import { demandMarks, NearObserver, openLoadCurve, served, TODAY } from './loadCurveTesting';

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

const search = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

// Each test signs in and opens the page through the app's routes: the first in a worker also loads antd and the app.
describe('Curva de carga', { timeout: 60_000 }, () => {
  it("opens on the last measured day, 'Dia': the maximum written out, the legend, the lines and the peak hours", async () => {
    const { token } = await openLoadCurve();
    expect(await screen.findByText('Medições até 05/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Período' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dia' })).toBeChecked();
    expect(screen.getByText('05/12/2026', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo dia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dia anterior' })).toBeEnabled();

    const day = await served(token, 'ua-loja-centro', '2026-12-05', '2026-12-05');
    const peak = day.maxKw.indexOf(Math.max(...day.maxKw));
    const time = `${String(Math.floor(peak / 4)).padStart(2, '0')}:${String((peak % 4) * 15).padStart(2, '0')}`;
    const kw = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(day.maxKw[peak]!);
    expect(await screen.findByText(`Demanda máxima: ${kw} kW em 05/12/2026 às ${time}`)).toBeInTheDocument();

    const legend = screen.getByRole('list', { name: 'Legenda do gráfico' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Demanda a cada 15 minutos',
      'Demanda contratada: 75,0 kW',
      'Tolerância de 105 %: 78,8 kW',
      'Horário de ponta 18h–21h',
      'Demanda máxima',
    ]);
    await waitFor(() => expect(demandMarks().drawn).toBe('day 2026-12-05'));
    const marks = demandMarks();
    expect(marks.ranges).toEqual(['1080-1260']);
    expect(marks.contract).toEqual([75, 78.75]);
    expect(marks.lines).toEqual({ current: 96 });
    expect(marks.peak).toEqual({ kw: day.maxKw[peak], x: peak * 15 });
  });

  it('keeps the period in the address: a link opens it, the view and the arrows change it, a reload shows it again', async () => {
    const { router, user, unmount } = await openLoadCurve('?view=week&date=2026-11-14');
    expect(await screen.findByText('09/11/2026 a 15/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Semana' })).toBeChecked();

    await user.click(screen.getByText('Mês'));
    expect(await screen.findByText('novembro de 2026')).toBeInTheDocument();
    expect(search(router)).toEqual({ view: 'month', date: '2026-11-14' });
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByText('outubro de 2026')).toBeInTheDocument();
    expect(search(router)).toEqual({ view: 'month', date: '2026-10-14' });
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(await screen.findByText('dezembro de 2026')).toBeInTheDocument();
    // December is measured to the 5th: the day is kept inside the measured ones, and there is no month after it.
    expect(search(router)).toEqual({ view: 'month', date: '2026-12-05' });
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
    await user.click(screen.getByText('Dia'));
    expect(await screen.findByText('05/12/2026', { selector: 'p' })).toBeInTheDocument();

    const address = new URLSearchParams(search(router)).toString();
    unmount();
    await openLoadCurve(`?${address}`);
    expect(await screen.findAllByText('05/12/2026', { selector: 'p' })).not.toHaveLength(0);
  });

  it("goes no further back than the first measured day", async () => {
    await openLoadCurve('?view=month&date=2020-01-01');
    expect(await screen.findByText('dezembro de 2024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeDisabled();
  });

  it('says so while loading, and when the call fails offers to try again', async () => {
    // The failing answer waits until the loading state has been seen: however slowly the page's code arrives, the
    // state is on screen while the call is out.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/v1/Energy/demand-contract', async () => {
        await held;
        return HttpResponse.json({ message: 'x' }, { status: 500 });
      }, { once: true }),
    );
    const { user } = await openLoadCurve();
    expect(screen.getByRole('status', { name: 'Carregando curva de carga' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Não foi possível carregar a curva de carga. Verifique sua conexão e tente novamente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('Medições até 05/12/2026')).toBeInTheDocument();

    // The day before, at 15 minutes, fails once.
    let failures = 1;
    server.use(
      http.get('*/v1/Energy/measurements', ({ request }) =>
        request.url.includes('from=2026-12-04&to=2026-12-04&resolution=15m') && failures-- > 0 ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(await screen.findByText('Não foi possível carregar as medições de 04/12/2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText(/^Demanda máxima: .* em 04\/12\/2026 às/)).toBeInTheDocument();
  });

  it('a unit without measurements says why and what to do next', async () => {
    server.use(
      http.get('*/v1/Energy/measurements', ({ request }) => {
        const from = new URL(request.url).searchParams.get('from')!;
        return HttpResponse.json({ physicalAssetId: 'ua-loja-centro', resolution: '15m', from, to: from, measuredUntil: '2026-12-05', start: `${from}T00:00:00-03:00`, stepMinutes: 15, kwh: [], kvarh: [], maxKw: [] });
      }),
    );
    await openLoadCurve();
    expect(await screen.findByText('Sem medições para 05/12/2026.')).toBeInTheDocument();
    expect(screen.getByText(/Não há medições de 15 minutos desta unidade neste período/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^fale com o atendimento/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fator de potência' })).not.toBeInTheDocument();
  });

  it('an account without a consumption unit', async () => {
    const { token, user } = await signedInAs('11222333000181');
    await renderApp('/dashboard/load-curve', { preloadedState: { session: signedInSession({ ...user, physicalAssets: [] }, token), selectedAsset: { physicalAssetsSelected: null } } });
    expect(await screen.findByText('Nenhuma unidade de consumo selecionada. Para vincular uma unidade, fale com o atendimento.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
