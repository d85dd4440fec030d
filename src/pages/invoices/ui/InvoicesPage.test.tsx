import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isValidDigitableLine, isValidPixPayload, type Invoice } from '@/entities/invoice';
import { server } from '@test/demoBackend';
import { callApi } from '../../../../mocks/testing';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';
import { setViewport } from '@test/viewport';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** Signs Mariana in with the demo backend and opens /dashboard/invoice through the app's routes, in StrictMode. */
const openInvoices = async (width: number) => {
  setViewport(width);
  const { token, user, preloadedState } = await signedInAs();
  const invoices = (await (await callApi('/v1/Account/my-invoices', { token, headers: { cnpj: user.cnpj } })).json()) as Invoice[];
  const view = await renderApp('/dashboard/invoice', { preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Fatura' }, { timeout: 15_000 });
  return { ...view, open: invoices[0]!, overdue: invoices[1]! };
};
const mmYyyy = (invoice: Invoice) => `${String(invoice.mesFechamento).padStart(2, '0')}/${invoice.createdAt.slice(0, 4)}`;
// Intl puts a no-break space after R$; testing-library reads it as a plain space.
const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');
const dmy = (iso: string) => iso.split('-').reverse().join('/');

describe('/dashboard/invoice', () => {
  it("has one h1, 'Fatura', and the empty text for a unit without invoices", async () => {
    // Beatriz Andrade Comércio: one unit, no invoice yet.
    await renderApp('/dashboard/invoice', { preloadedState: (await signedInAs('45723174000110')).preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'Fatura' }, { timeout: 15_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fatura');
    expect(await screen.findByText('Nenhuma Fatura encontrada.')).toBeInTheDocument();
  });

  it('shows amount, due date and status in the table, the year’s totals, and the invoices to pay', async () => {
    const { open, overdue } = await openInvoices(1440);
    const row = (await screen.findByText(`Fatura ${mmYyyy(open)}`, { selector: 'td span' })).closest('tr')!;
    expect(within(row).getByText(brl(open.valor!))).toBeInTheDocument();
    expect(within(row).getByText(dmy(open.vencimento!))).toBeInTheDocument();
    expect(within(row).getByText('Em aberto')).toBeInTheDocument();
    const late = screen.getByText(`Fatura ${mmYyyy(overdue)}`, { selector: 'td span' }).closest('tr')!;
    expect(within(late).getByText('Vencida')).toBeInTheDocument();
    expect(document.querySelectorAll('tbody [data-status="Paga"]').length).toBeGreaterThan(0);
    const year = open.createdAt.slice(0, 4);
    const summary = screen.getByText(`Faturado em ${year}`).closest('dl')!;
    expect(within(summary).getByText(`Em aberto em ${year}`)).toBeInTheDocument();
    expect(within(summary).getByText(/faturas? a pagar$/)).toBeInTheDocument();
    const toPay = screen.getByRole('heading', { name: 'Faturas a pagar' });
    expect(toPay.tagName).toBe('H2');
  });

  it('copies the digitable line and the PIX code, with a toast each', async () => {
    const { user, open } = await openInvoices(1440);
    expect(isValidDigitableLine(open.linhaDigitavel)).toBe(true);
    await user.click(await screen.findByRole('button', { name: `Copiar código de barras da Fatura ${mmYyyy(open)}` }));
    expect(await screen.findByText('Código de barras copiado.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(open.linhaDigitavel);
    await user.click(screen.getByRole('button', { name: `Copiar código PIX da Fatura ${mmYyyy(open)}` }));
    expect(await screen.findByText('Código PIX copiado.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(open.pixCopiaECola);
    expect(isValidPixPayload(await navigator.clipboard.readText())).toBe(true);
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const { user, overdue } = await openInvoices(1440);
    const button = await screen.findByRole('button', { name: `Copiar código de barras da Fatura ${mmYyyy(overdue)}` });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível copiar. Selecione o código e copie manualmente.');
  });

  it('opens the PIX QR code in a dialog, with the code to copy', async () => {
    const { user, overdue } = await openInvoices(1440);
    await user.click(await screen.findByRole('button', { name: `Ver QR Code PIX da Fatura ${mmYyyy(overdue)}` }));
    const dialog = await screen.findByRole('dialog', { name: `PIX da Fatura ${mmYyyy(overdue)}` });
    const qr = within(dialog).getByRole('img', { name: `QR Code PIX da Fatura ${mmYyyy(overdue)}` });
    // antd draws the code as an SVG of black modules on white.
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path[fill="#000000"]')).not.toBeNull();
    expect(within(dialog).getByText(brl(overdue.valor!))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('PIX copia e cola')).toHaveValue(overdue.pixCopiaECola);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar código PIX' }));
    expect(await navigator.clipboard.readText()).toBe(overdue.pixCopiaECola);
  });

  it('shows one tile per view on a phone, opening on the overdue invoice, with amount, due date and status', async () => {
    const { overdue } = await openInvoices(390);
    const tile = await screen.findByRole('article', { name: `Fatura ${mmYyyy(overdue)}, 1 de 14` });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(tile).getByText(brl(overdue.valor!))).toBeInTheDocument();
    expect(within(tile).getByText(`Vencimento ${dmy(overdue.vencimento!)}`)).toBeInTheDocument();
    expect(within(tile).getByText('Vencida')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Copiar código PIX da Fatura ${mmYyyy(overdue)}` })).toBeInTheDocument();
  });

  it('hides what the API leaves out: the spec’s four fields only give Referência, Nota Fiscal and Boleto', async () => {
    server.use(
      http.get('*/v1/Account/my-invoices', () =>
        HttpResponse.json([{ id: 'f1', mesFechamento: 3, createdAt: '2025-03-28T13:00:00.000Z', fileNFeBase64: 'JVBERi0xLjQK', fileBoletoBase64: '' }]),
      ),
    );
    await openInvoices(1440);
    await screen.findByText('Fatura 03/2025');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Referência', 'Nota Fiscal', 'Boleto']);
    expect(screen.queryByText(/Faturado em/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Faturas a pagar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copiar/ })).not.toBeInTheDocument();
  });

  it('offers only codes that pass their checks: a line with a wrong digit or a PIX with a wrong CRC is left out', async () => {
    const line = '23793381286000782713695000063305975520000370000';
    const pix = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    const unpaid = { fileNFeBase64: 'JVBERi0xLjQK', fileBoletoBase64: 'JVBERi0xLjQK', valor: 100, vencimento: '2999-01-10', dataPagamento: null };
    server.use(
      http.get('*/v1/Account/my-invoices', () =>
        HttpResponse.json([
          { id: 'a', mesFechamento: 4, createdAt: '2025-04-28T13:00:00.000Z', ...unpaid, linhaDigitavel: line.replace(/^2/, '3'), pixCopiaECola: pix.replace(/1D3D$/, '1D3E') },
          { id: 'b', mesFechamento: 3, createdAt: '2025-03-28T13:00:00.000Z', ...unpaid, linhaDigitavel: line },
        ]),
      ),
    );
    await openInvoices(1440);
    await screen.findByText('Fatura 04/2025', { selector: 'td span' });
    expect(screen.queryByRole('button', { name: /^(Copiar|Ver QR Code|Adicionar).*Fatura 04\/2025$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código de barras da Fatura 03/2025' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copiar código PIX/ })).not.toBeInTheDocument();
    // Both are open in the table; only the one with a valid code is listed to pay.
    expect(document.querySelectorAll('tbody [data-status="Em aberto"]')).toHaveLength(2);
    const toPay = screen.getByRole('heading', { name: 'Faturas a pagar' }).nextElementSibling as HTMLElement;
    expect(within(toPay).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Fatura 03/2025')]);
  });
});
