import { screen, waitFor, within } from '@testing-library/react';
import { buildTimeConfig } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { captureRequests } from '@test/captureRequests';
import { chartRenders } from '@test/plots';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

async function signedInState(document?: string) {
  return (await signedInAs(document)).preloadedState;
}

const scrolled: Element[] = [];

/**
 * jsdom lays nothing out, and the test setup's IntersectionObserver never reports: here the deferred sections'
 * placeholders (role="status") report themselves on the screen, as on a tall window; the charts' slots do not.
 */
const sectionsOnScreen = () => {
  const original = window.IntersectionObserver;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      if (element.getAttribute('role') === 'status') queueMicrotask(() => this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never));
    }
    disconnect() {}
  };
  onTestFinished(() => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = original;
  });
};
beforeEach(async () => {
  // The GraphQL query of a report is released a tick after the report unmounts (previous test).
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.useFakeTimers({ now: new Date(2025, 0, 15, 12), toFake: ['Date'] });
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardHomePage', () => {
  it('while the summary loads it claims nothing: no "none yet" hint before the answers', async () => {
    await renderApp(ROUTES.app.path, { preloadedState: await signedInState() });
    const summary = screen.getByRole('list', { name: 'Resumo' });
    expect(within(summary).getAllByText('Carregando…')).toHaveLength(3);
    for (const hint of ['Nenhum contrato nesta unidade', 'Nenhuma Fatura encontrada.', /^Sem economia medida/, 'Nenhuma fatura em aberto']) {
      expect(screen.queryByText(hint)).toBeNull();
    }
    expect(await within(summary).findByText(/de \d contratos? desta unidade/)).toBeInTheDocument();
    expect(await within(summary).findByText('Nota fiscal e boleto para baixar')).toBeInTheDocument();
  });

  it('the empty account says why each card is empty and what to do next, never R$ 0,00 or "0 de 0 contratos"', async () => {
    await renderApp(ROUTES.app.path, { preloadedState: await signedInState('45723174000110') });
    const summary = screen.getByRole('list', { name: 'Resumo' });
    expect(await within(summary).findByText('Nenhum contrato nesta unidade')).toBeInTheDocument();
    expect(await within(summary).findByText('Nenhuma Fatura encontrada.')).toBeInTheDocument();
    expect(await within(summary).findByText(/^Sem economia medida em \d{4}$/)).toBeInTheDocument();
    expect(within(summary).getByText('O contrato aparece aqui assim que for assinado.')).toBeInTheDocument();
    expect(within(summary).getByText('Esperava uma fatura aqui?')).toBeInTheDocument();
    expect(within(summary).getByText('A economia é calculada a partir do primeiro mês medido no mercado livre.')).toBeInTheDocument();
    for (const link of within(summary).getAllByRole('link', { name: /^Fale com o atendimento/ })) expect(link).toHaveAttribute('target', '_blank');
    const balance = screen.getByRole('region', { name: 'Total em aberto' });
    expect(await within(balance).findByText('Nenhuma fatura em aberto')).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: /^Fale com o atendimento/ })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/R\$\s0,00/);
    expect(document.body).not.toHaveTextContent(/\b0 de 0 contratos/);
  });

  it("a unit with an active contract and no invoice says only what the portal knows: 'Nenhuma Fatura encontrada.' and the next step", async () => {
    // Fábrica Contagem: a contract in force and a year of savings, and no invoice in the list.
    const state = await signedInState();
    await renderApp(ROUTES.app.path, { preloadedState: { ...state, selectedAsset: { physicalAssetsSelected: 'ua-fabrica-contagem' } } });
    const summary = screen.getByRole('list', { name: 'Resumo' });
    expect(await within(summary).findByText('Nenhuma Fatura encontrada.')).toBeInTheDocument();
    expect(await within(summary).findByText(/^de \d+ contratos? desta unidade$/)).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Total em aberto' });
    expect(await within(balance).findByText(/^Nenhuma Fatura encontrada\. Esperava uma fatura aqui\?/)).toBeInTheDocument();
    // No cause the portal has not checked ('the first one comes after the first month of supply').
    expect(document.body).not.toHaveTextContent(/fornecimento|Ainda não há faturas|Nenhuma fatura emitida/);
  });

  it('greets by first name and shows the summary before any chart code is loaded', async () => {
    await renderApp(ROUTES.app.path, { preloadedState: await signedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Bem - Vindo(a), Mariana' })).toBeInTheDocument();
    const summary = screen.getByRole('list', { name: 'Resumo' });
    expect(within(summary).getByText('Contratos ativos')).toBeInTheDocument();
    expect(within(summary).getByText('Última fatura')).toBeInTheDocument();
    expect(within(summary).getByText('Economia em 2024')).toBeInTheDocument();
    await waitFor(() => expect(within(summary).getByText('Economia em 2024').nextElementSibling?.textContent).toMatch(/^R\$\s[\d.]+,\d{2}$/));
    expect(within(summary).getByText(/de \d contratos? desta unidade/)).toBeInTheDocument();
    expect(within(summary).getByText(/sobre o mercado cativo · jan\. a dez\. de 2024/)).toBeInTheDocument();
    // The sections below the fold have not asked for @ant-design/plots.
    expect(chartRenders.length).toBe(0);
    expect(screen.queryByTestId('dual-axes')).not.toBeInTheDocument();
  });

  it("opens with the company's totals, what is owed and 'Alertas', then holds the contract, invoice, economy and daily sections in that order, headed by h2", async () => {
    sectionsOnScreen();
    await renderApp(ROUTES.app.path, { preloadedState: await signedInState() });
    // The contract and invoice sections stream in (lazy code) after the greeting and the summary.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        // Decisions §11: an account with several units (Mariana has three) reads the company's first.
        'Sua empresa',
        'Total em aberto',
        'Alertas',
        'Contrato de Adesão',
        'Fatura',
        'Relatório de Economia — Loja Centro',
        'Relatório de Medição',
      ]),
      { timeout: 15_000 },
    );
    expect(document.getElementById('relatorio-economia')).toContainElement(screen.getByRole('heading', { name: 'Relatório de Economia — Loja Centro' }));
    expect(document.getElementById('relatorio-medicao')).toContainElement(screen.getByRole('heading', { name: 'Relatório de Medição' }));
    expect(scrolled).toHaveLength(0);
  });

  it.each([
    [ROUTES.economy.path, 'relatorio-economia', 'Relatório de Economia — Loja Centro'],
    [ROUTES.daily.path, 'relatorio-medicao', 'Relatório de Medição'],
  ])('%s opens the same screen scrolled to #%s, its heading focused', async (route, id, title) => {
    await renderApp(route, { preloadedState: await signedInState() });
    expect(screen.getByRole('heading', { level: 1, name: /Bem - Vindo\(a\)/ })).toBeInTheDocument();
    // The reports' code streams in after the greeting; the page scrolls to the section once it is there.
    await waitFor(() => expect(scrolled[0]).toBe(document.getElementById(id)));
    expect(scrolled[0]).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: title })).toHaveFocus();
  });

  it('both reports ask once for the same month, and the GraphQL query goes once for it when configured', async () => {
    sectionsOnScreen();
    const recorder = captureRequests();
    await renderApp(ROUTES.app.path, { preloadedState: await signedInState(), config: { ...buildTimeConfig, graphqlUrl: '/graphql' } });
    // The economy report's own figure ('Sua empresa' above names the same year).
    await screen.findByText('Economia em 2024', { selector: '#relatorio-economia dt' });
    await waitFor(async () => expect((await recorder.requests()).some((request) => request.path === '/graphql')).toBe(true));
    const sent = await recorder.requests();
    expect(sent.filter((request) => request.path === '/v1/Account/find-economic-report')).toHaveLength(1);
    expect(sent.filter((request) => request.path === '/graphql')).toHaveLength(1);
    recorder.stop();
  });

  it('the reports far below the first screen load nothing until they come near it: a placeholder holds their place', async () => {
    const recorder = captureRequests();
    await renderApp(ROUTES.app.path, { preloadedState: await signedInState(), config: { ...buildTimeConfig, graphqlUrl: '/graphql' } });
    const summary = screen.getByRole('list', { name: 'Resumo' });
    await waitFor(() => expect(within(summary).getByText('Economia em 2024').nextElementSibling?.textContent).toMatch(/^R\$\s[\d.]+,\d{2}$/));
    // Waiting off the screen, it is not loading: not busy.
    expect(screen.getByText('Carregando relatórios').closest('[role="status"]')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('heading', { level: 2, name: /^Relatório de Economia/ })).toBeNull();
    expect((await recorder.requests()).some((request) => request.path === '/graphql')).toBe(false);
    recorder.stop();
  });
});
