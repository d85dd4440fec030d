import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { physicalAssetSelected } from '@/entities/session';
import { server } from '@test/demoBackend';
import { renderWithProviders } from '@test/renderWithProviders';
import { signedInAs } from '@test/session';
import { setViewport } from '@test/viewport';
import { InvoiceHistory } from './InvoiceHistory';

const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
let saved: { name: string; blob: Blob }[];
let restoreViewport = () => {};
beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => ((last = blob), 'blob:aurora/ics')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! });
  });
});
afterEach(() => {
  restoreViewport();
  Object.assign(URL, original);
});

const signIn = async (document: string, width = 1440, unit = 0) => {
  restoreViewport = setViewport(width);
  const { user, preloadedState } = await signedInAs(document);
  const view = renderWithProviders(<InvoiceHistory />, {
    preloadedState: { ...preloadedState, selectedAsset: { physicalAssetsSelected: user.physicalAssets[unit]!.id } },
  });
  return { ...view, account: user };
};

describe('InvoiceHistory per unit (decisions §9)', () => {
  it("shows the selected unit's 36 invoices and says 'Faturas de <unit>'", async () => {
    const { account } = await signIn('27182818000129', 1440, 41);
    const unit = account.physicalAssets[41]!.name;
    expect(await screen.findByText(`Faturas de ${unit}`)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Faturas, página 1 de 3' });
    // 36 months, 12 a page.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const pages = screen.getByRole('navigation', { name: 'Páginas de faturas' });
    expect(within(pages).getAllByRole('button', { name: /^Página \d$/ }).map((button) => button.textContent)).toEqual(['1', '2', '3']);
  });

  it('follows a unit switch: another unit’s title, and its own (empty) list', async () => {
    const { store } = await signIn('11222333000181');
    expect(await screen.findByText('Faturas de Loja Centro')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBe(12));
    act(() => {
      store.dispatch(physicalAssetSelected('ua-fabrica-contagem'));
    });
    expect(await screen.findByText('Nenhuma Fatura encontrada.')).toBeInTheDocument();
    // Once the (empty) answer is in, the list is still the factory's, not the account's.
    expect(screen.getByText('Faturas de Fábrica Contagem')).toBeInTheDocument();
  });

  it("says 'Faturas de todas as unidades da conta' when the invoices carry no unit", async () => {
    server.use(
      http.get('*/v1/Account/my-invoices', () =>
        HttpResponse.json([{ id: 'f1', mesFechamento: 3, createdAt: '2025-03-28T13:00:00.000Z', fileNFeBase64: 'JVBERi0xLjQK', fileBoletoBase64: '' }]),
      ),
    );
    await signIn('11222333000181');
    expect(await screen.findByText('Faturas de todas as unidades da conta')).toBeInTheDocument();
    expect(await screen.findByText('Fatura 03/2025')).toBeInTheDocument();
  });

  it("shows 'Beneficiário: <name> · CNPJ <formatted>' beside the open invoices' codes", async () => {
    await signIn('11222333000181');
    const lines = await screen.findAllByText('Beneficiário: AURORA ENERGIA COM SA · CNPJ 12.345.678/0001-95');
    // The open and the overdue invoice each show it, in the list of invoices to pay.
    expect(lines).toHaveLength(2);
    expect(lines[0]!.closest('li')).toHaveTextContent('Código de barras');
  });

  it("downloads 'Adicionar ao calendário' as fatura-<AAAA-MM>.ics, a calendar file", async () => {
    const { user } = await signIn('11222333000181');
    const [first] = await screen.findAllByRole('button', { name: /^Adicionar ao calendário o vencimento da Fatura \d{2}\/\d{4}$/, hidden: true });
    const reference = /(\d{2})\/(\d{4})$/.exec(first!.getAttribute('aria-label')!)!;
    await user.click(first!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`fatura-${reference[2]}-${reference[1]}.ics`);
    expect(saved[0]!.blob.type).toBe('text/calendar;charset=utf-8');
    expect(await saved[0]!.blob.text()).toMatch(/^BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*BEGIN:VALARM/);
  });
});
