import { screen, waitFor, within } from '@testing-library/react';
import { setAccessToken } from '@/shared/api';
import * as file from '@/shared/lib/file';
import { ROUTES } from '@/shared/routes';
import { callApi } from '../../../../../mocks/testing';
import { captureRequests } from '@test/captureRequests';
import { readPdf } from '@test/pdfReader';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

type Month = { reference: string; acr: number; acl: number; result: number };
const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
const cents = (value: number) => Math.round(value * 100);
/** Money as pt-BR writes it, from cents, written here without the app's formatter (spaces as a reader gets them). */
const brl = (amount: number) => {
  const whole = String(Math.floor(Math.abs(amount) / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${amount < 0 ? '-' : ''}R$ ${whole},${String(Math.abs(amount) % 100).padStart(2, '0')}`;
};
const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');

/** A unit's 2024 as its own economy report answers it, in cents. */
async function unitYear(token: string, assetId: string) {
  const response = await callApi('/v1/Account/find-economic-report', { token, body: { assetId, year: 2024, month: 12 } });
  return ((await response.json()) as { yearlyEconomyChart: Month[] }).yearlyEconomyChart.map((month) => ({
    reference: month.reference,
    acr: cents(month.acr),
    acl: cents(month.acl),
    result: cents(month.result),
  }));
}

/** The company's months, added here from each unit's own report: what 'Todas as unidades' must show. */
async function companyYear(token: string, assetIds: string[]) {
  const units = await Promise.all(assetIds.map((id) => unitYear(token, id)));
  const byMonth = new Map<string, { acr: number; acl: number; result: number }>();
  for (const month of units.flat()) {
    const sum = byMonth.get(month.reference) ?? { acr: 0, acl: 0, result: 0 };
    byMonth.set(month.reference, { acr: sum.acr + month.acr, acl: sum.acl + month.acl, result: sum.result + month.result });
  }
  const months = [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = (list: { acr: number; acl: number; result: number }[]) =>
    list.reduce((sum, month) => ({ acr: sum.acr + month.acr, acl: sum.acl + month.acl, result: sum.result + month.result }), { acr: 0, acl: 0, result: 0 });
  return { months, units: units.map(total), total: total(months.map(([, month]) => month)) };
}

const economy = () => screen.getByRole('region', { name: /^Relatório de Economia/ });

/** Signs in and opens /dashboard/economy through the app's routes; `shown` is what the report says once loaded. */
const openEconomy = async (document?: string, shown = 'Economia em 2024') => {
  const { token, preloadedState } = await signedInAs(document);
  setAccessToken(token);
  const view = await renderApp(ROUTES.economy.path, { preloadedState });
  await screen.findByRole('region', { name: /^Relatório de Economia/ }, { timeout: 15_000 });
  await within(economy()).findByText(shown, {}, { timeout: 15_000 });
  return { ...view, token };
};

const { scrollIntoView } = Element.prototype;
beforeEach(() => {
  // jsdom lays nothing out: /dashboard/economy scrolls to its report, here to nowhere.
  Element.prototype.scrollIntoView = () => undefined;
  // 15 January 2025 for the app and the demo backend alike: 2024 is the report's year, closed whole.
  vi.useFakeTimers({ now: new Date(2025, 0, 15, 12), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe("the economy report's scope (decisions §11)", () => {
  it('names the selected unit in its title; an account with one unit has no other scope to choose', async () => {
    await openEconomy('45723174000110', 'Sem dados de economia para 2024.');
    expect(within(economy()).getByRole('heading', { level: 2 })).toHaveTextContent(/^Relatório de Economia — \S/);
    expect(within(economy()).queryByRole('radiogroup', { name: 'Unidades' })).not.toBeInTheDocument();
  });

  it("'Todas as unidades' shows the company's months, each the sum of the units' months, from one call", async () => {
    const recorder = captureRequests();
    const { user, token } = await openEconomy();
    const heading = within(economy()).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Relatório de Economia — Loja Centro');
    const scope = within(economy()).getByRole('radiogroup', { name: 'Unidades' });
    expect(within(scope).getByRole('radio', { name: 'Esta unidade' })).toBeChecked();

    await user.click(within(scope).getByText('Todas as unidades'));
    expect(heading).toHaveTextContent('Relatório de Economia — Todas as unidades');
    const expected = await companyYear(token, ['ua-loja-centro', 'ua-fabrica-contagem', 'ua-deposito-betim']);
    await waitFor(() => expect(text(within(economy()).getByText('Economia em 2024').nextElementSibling!)).toBe(brl(expected.total.result)));
    expect(text(within(economy()).getByText('Custo no ACR').nextElementSibling!)).toBe(brl(expected.total.acr));
    expect(text(within(economy()).getByText('Custo no ACL').nextElementSibling!)).toBe(brl(expected.total.acl));

    await user.click(within(economy()).getByRole('button', { name: 'ver dados em tabela' }));
    const table = within(economy()).getByRole('table', { name: 'Custos e economia em 2024' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map(text));
    expect(rows).toEqual(expected.months.map(([, month]) => [brl(month.acr), brl(month.acl), brl(month.result)]));
    const summaries = (await recorder.requests()).filter((request) => request.path === '/v1/Account/economy-summary');
    expect(summaries.map((request) => new URL(request.url).search)).toEqual(['?year=2024']);
    recorder.stop();
  });

  it("'Baixar extrato anual (PDF)' saves extrato-economia-2024.pdf for the company: the months, the total and one line per unit, as text", async () => {
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    const { user, token } = await openEconomy();
    await user.click(within(economy()).getByText('Todas as unidades'));
    await within(economy()).findByRole('heading', { name: 'Relatório de Economia — Todas as unidades' });
    const expected = await companyYear(token, ['ua-loja-centro', 'ua-fabrica-contagem', 'ua-deposito-betim']);

    await user.click(await within(economy()).findByRole('button', { name: 'Baixar extrato anual (PDF)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('extrato-economia-2024.pdf');
    expect(blob.type).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await blob.arrayBuffer()));
    const lines = pdf.pages.flat().map((line) => line.replace(/\u00a0/g, ' '));
    expect(lines).toContain('Relatório de Economia — Todas as unidades');
    const percent = (month: { acr: number; result: number }) => `${(Math.round((month.result / month.acr) * 10_000) / 100).toFixed(2).replace('.', ',')}%`;
    for (const [index, [, month]] of expected.months.entries()) {
      expect(lines).toContain(`${MONTH_NAMES[index]} de 2024 | ${brl(month.acr)} | ${brl(month.acl)} | ${brl(month.result)} | ${percent(month)}`);
    }
    const { total } = expected;
    expect(lines).toContain(`Total | ${brl(total.acr)} | ${brl(total.acl)} | ${brl(total.result)} | ${percent(total)}`);
    const [centro, fabrica, betim] = expected.units;
    expect(lines).toContain(`Loja Centro | ${brl(centro!.acr)} | ${brl(centro!.acl)} | ${brl(centro!.result)}`);
    expect(lines).toContain(`Fábrica Contagem | ${brl(fabrica!.acr)} | ${brl(fabrica!.acl)} | ${brl(fabrica!.result)}`);
    expect(lines).toContain(`Depósito Betim | ${brl(betim!.acr)} | ${brl(betim!.acl)} | ${brl(betim!.result)}`);
  });

  it("the unit's statement: its name and months, no unit lines; a failed download says so", async () => {
    const saveBlob = vi.spyOn(file, 'saveBlob').mockImplementation(() => {});
    const { user } = await openEconomy();
    await user.click(within(economy()).getByRole('button', { name: 'Baixar extrato anual (PDF)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('extrato-economia-2024.pdf');
    const lines = (await readPdf(new Uint8Array(await blob.arrayBuffer()))).pages.flat();
    expect(lines).toContain('Relatório de Economia — Loja Centro');
    expect(lines.filter((line) => / de 2024 \|/.test(line))).toHaveLength(12);
    expect(lines.join('\n')).not.toContain('Unidade');

    saveBlob.mockImplementation(() => {
      throw new Error('quota');
    });
    await user.click(within(economy()).getByRole('button', { name: 'Baixar extrato anual (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível gerar o extrato. Tente novamente.');
  });
});
