import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/demoBackend';
import { renderWithProviders } from '@test/renderWithProviders';
import { signedInAs } from '@test/session';
import { BalancePanel } from './BalancePanel';

type WireInvoice = { mesFechamento: number; createdAt: string; valor: number; vencimento: string; dataPagamento: string | null; pixCopiaECola?: string };

// Testing Library reads the page's no-break space as a space.
const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');
const today = () => {
  const now = new Date();
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
};
const isUnpaid = (invoice: WireInvoice) => !invoice.dataPagamento;

async function signIn(document: string) {
  const { token, user, preloadedState } = await signedInAs(document);
  const invoices = (await (
    await fetch(`${location.origin}/v1/Account/my-invoices`, { headers: { 'X-Client-Access': 'portal-web', Authorization: `Bearer ${token}`, cnpj: document } })
  ).json()) as WireInvoice[];
  return { user, invoices, preloadedState };
}

describe('BalancePanel', () => {
  it("shows the total open, the overdue invoice with its age and amount, and 'Pagar com PIX' copies its code", async () => {
    const { invoices, preloadedState, user: customer } = await signIn('11222333000181');
    const unpaid = invoices.filter(isUnpaid);
    const overdue = unpaid.find((invoice) => Date.parse(invoice.vencimento) < today())!;
    const days = Math.round((today() - Date.parse(`${overdue.vencimento.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
    const reference = `${String(overdue.mesFechamento).padStart(2, '0')}/${overdue.createdAt.slice(0, 4)}`;
    const { user } = renderWithProviders(<BalancePanel />, { preloadedState });

    const panel = screen.getByRole('region', { name: 'Total em aberto' });
    expect(await within(panel).findByText(brl(unpaid.reduce((sum, invoice) => sum + invoice.valor, 0)))).toBeInTheDocument();
    // The demo backend bills each invoice to its unit: the panel counts the selected (first) unit's.
    expect(within(panel).getByText(`Faturas de ${customer.physicalAssets[0]!.name}`)).toBeInTheDocument();
    expect(within(panel).getByText('2 faturas a pagar, 1 vencida')).toBeInTheDocument();
    expect(within(panel).getByText(`Fatura ${reference} vencida há ${days} dias`)).toBeInTheDocument();
    expect(within(panel).getByText(brl(overdue.valor))).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: `Pagar com PIX a Fatura ${reference}` }));
    expect(await screen.findByText('Código PIX copiado.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(overdue.pixCopiaECola);

    await user.click(within(panel).getByRole('button', { name: `Ver QR Code PIX da Fatura ${reference}` }));
    const dialog = await screen.findByRole('dialog', { name: `PIX da Fatura ${reference}` });
    expect(within(dialog).getByLabelText('PIX copia e cola')).toHaveValue(overdue.pixCopiaECola);
  });

  it("says 'Nenhuma fatura em aberto', 'Nenhuma Fatura encontrada.' and the next step for an account with no invoices, and no cause", async () => {
    const { preloadedState } = await signIn('45723174000110');
    renderWithProviders(<BalancePanel />, { preloadedState });
    const panel = screen.getByRole('region', { name: 'Total em aberto' });
    expect(await within(panel).findByText('Nenhuma fatura em aberto')).toBeInTheDocument();
    expect(within(panel).getByText(/^Nenhuma Fatura encontrada\. Esperava uma fatura aqui\?/)).toBeInTheDocument();
    expect(within(panel).queryByText(/fornecimento|emitida/)).toBeNull();
    expect(within(panel).getByRole('link', { name: /^Fale com o atendimento/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).queryByText(/R\$/)).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Pagar com PIX/ })).toBeNull();
  });

  it("adds up the selected unit's invoices alone when invoices name their unit, and says whose they are", async () => {
    const { invoices, preloadedState, user: customer } = await signIn('11222333000181');
    const [centro, fabrica] = customer.physicalAssets;
    // Every other month billed to the second unit: the open month (index 0) to the first, the overdue one to the second.
    const named = invoices.map((invoice, index) => ({ ...invoice, physicalAssetId: index % 2 === 0 ? centro!.id : fabrica!.id }));
    server.use(http.get('*/v1/Account/my-invoices', () => HttpResponse.json(named)));
    renderWithProviders(<BalancePanel />, { preloadedState });
    const panel = screen.getByRole('region', { name: 'Total em aberto' });
    expect(await within(panel).findByText(`Faturas de ${centro!.name}`)).toBeInTheDocument();
    // The total is the one open invoice's amount, shown again beside it.
    expect(within(panel).getAllByText(brl(invoices[0]!.valor))).toHaveLength(2);
    expect(within(panel).getByText('1 fatura a pagar')).toBeInTheDocument();
    expect(within(panel).getByText(/vence em \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
  });

  it("offers 'Tentar novamente' when the invoices cannot be read, and then shows them", async () => {
    const { preloadedState } = await signIn('11222333000181');
    server.use(http.get('*/v1/Account/my-invoices', () => HttpResponse.json({ message: 'Falhou' }, { status: 500 }), { once: true }));
    const { user } = renderWithProviders(<BalancePanel />, { preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pagar com PIX/ })).toBeInTheDocument());
  });
});

