import { act, screen, waitFor, within } from '@testing-library/react';
import { physicalAssetSelected, type User } from '@/entities/session';
import { http, HttpResponse } from 'msw';
import { server } from '@test/demoBackend';
import { setScenario } from '../../../../mocks/scenarios';
import { renderWithProviders } from '@test/renderWithProviders';
import { signedInAs, signedInSession } from '@test/session';
import { ContractOverview } from './ContractOverview';
import { setViewport } from '@test/viewport';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const stateFor = (user: User, assetId = user.physicalAssets[0]!.id) => ({
  session: signedInSession(user),
  selectedAsset: { physicalAssetsSelected: assetId },
});
const renderSignedIn = async (width: number, assetId?: string, patch?: (user: User) => User, scenario?: 'server-error') => {
  setViewport(width);
  const { user } = await signedInAs();
  if (scenario) setScenario(scenario);
  return renderWithProviders(<ContractOverview />, { preloadedState: stateFor(patch ? patch(user) : user, assetId) });
};
// Plain selectors for the table's structure: role queries over a whole antd table are slow in jsdom.
const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr')];
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('ContractOverview on large screens (table)', () => {
  it('shows a spinner, then the seven columns with chips, dates, Responsável and the address', async () => {
    await renderSignedIn(1440);
    expect(screen.getByRole('heading', { level: 2, name: 'Contrato de Adesão' })).toBeInTheDocument();
    expect(screen.getByLabelText('Carregando contratos')).toBeInTheDocument();
    await screen.findByText('AUR-2022-0187');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['N° Contrato', 'Status', 'Adesão', 'Vencimento', 'Responsável', 'Endereço', 'Baixar']);
    // Newest first, status computed on the client, dates DD/MM/YYYY.
    const rows = bodyRows();
    expect(rows.map((row) => cells(row)[0])).toEqual(['AUR-2022-0187', 'AUR-2019-0042', 'AUR-2017-0009']);
    expect(within(rows[0]!).getByText('Ativo')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inativo')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Inativo')).toBeInTheDocument();
    expect(cells(rows[0]!)[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(within(rows[0]!).getByText('Loja Centro')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Avenida Afonso Pena, 1500, Centro, Belo Horizonte, MG - CEP 30130-005')).toBeInTheDocument();
    expect(screen.queryByText('Mariana')).not.toBeInTheDocument();
  });

  it('reloads when the selected asset changes, never showing one asset’s contracts under another', async () => {
    const { store } = await renderSignedIn(1440);
    await screen.findByText('AUR-2022-0187');
    act(() => {
      store.dispatch(physicalAssetSelected('ua-fabrica-contagem'));
    });
    expect(screen.queryByText('AUR-2022-0187')).not.toBeInTheDocument();
    await screen.findByText('AUR-2023-0311');
    expect(screen.getByText('AUR-2020-0128')).toBeInTheDocument();
    expect(screen.getAllByText('Fábrica Contagem')).toHaveLength(2);
    // The old factory site has no zipcode: no ' - CEP'.
    expect(screen.getByText('Rua Rio Comprido, 320, Cinco, Contagem, MG')).toBeInTheDocument();
    act(() => {
      store.dispatch(physicalAssetSelected('ua-loja-centro'));
    });
    expect(await screen.findByText('AUR-2022-0187')).toBeInTheDocument();
    expect(screen.queryByText('AUR-2023-0311')).not.toBeInTheDocument();
  });

  it("shows 'Não encontrado' (the spec's 'Not Found', in pt-BR) as Responsável when the selected asset is not in the user's list", async () => {
    await renderSignedIn(1440, 'ua-loja-centro', (user) => ({ ...user, physicalAssets: [] }));
    await screen.findByText('AUR-2022-0187');
    expect(screen.getAllByText('Não encontrado')).toHaveLength(3);
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it("shows 'Nenhum Contrato encontrado.' for an asset without contracts", async () => {
    await renderSignedIn(1440, 'ua-deposito-betim');
    expect(await screen.findByText('Nenhum Contrato encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /tentar novamente/i })).not.toBeInTheDocument();
    // Why, and the next step.
    expect(screen.getByText(/O contrato de energia desta unidade aparece aqui assim que for assinado\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Fale com o atendimento/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
  });

  it('fails silently: no toast, spinner gone, and a retry that loads the list', async () => {
    const { user } = await renderSignedIn(1440, undefined, undefined, 'server-error');
    const retry = await screen.findByRole('button', { name: /tentar novamente/i });
    expect(screen.queryByLabelText('Carregando contratos')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    setScenario('none');
    await user.click(retry);
    expect(await screen.findByText('AUR-2022-0187')).toBeInTheDocument();
  });

  it('opens the whole address in a tooltip from the keyboard', async () => {
    const { user } = await renderSignedIn(1440);
    await screen.findByText('AUR-2022-0187');
    const line = 'Avenida Afonso Pena, 1500, Centro, Belo Horizonte, MG - CEP 30130-005';
    await waitFor(async () => {
      await user.tab();
      expect(document.activeElement?.textContent).toBe(line);
    });
    expect(await screen.findByRole('tooltip')).toHaveTextContent(line);
  });
});

describe('ContractOverview on small screens (carousel)', () => {
  it('shows the first name after the title and one card per view with dots', async () => {
    await renderSignedIn(390);
    await screen.findAllByText('AUR-2022-0187');
    expect(screen.getByText('Mariana')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Only the current card is reachable; the others are inert (and aria-hidden) until swiped to.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const cards = screen.getAllByRole('article', { hidden: true });
    expect(cards[0]).toHaveAccessibleName('Contrato AUR-2022-0187, 1 de 3');
    expect(cards[0]!.closest('[inert]')).toBeNull();
    expect(within(cards[0]!).getByText('Ativo')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Baixar contrato AUR-2022-0187' })).toBeInTheDocument();
    expect(cards[1]!.closest('[inert]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: /Ver contrato \d de 3/ })).toHaveLength(3);
  });

  it('moves to another card with its dot', async () => {
    const { user } = await renderSignedIn(390);
    await screen.findAllByText('AUR-2022-0187');
    await user.click(screen.getByRole('button', { name: 'Ver contrato 2 de 3' }));
    await waitFor(() => expect(screen.getByRole('article')).toHaveAccessibleName('Contrato AUR-2019-0042, 2 de 3'));
    expect(screen.getByRole('article', { hidden: true, name: /AUR-2022-0187/ }).closest('[inert]')).not.toBeNull();
    // The third card is now next to the current one, so it is rendered (not a placeholder).
    expect(screen.getByRole('article', { hidden: true, name: /AUR-2017-0009/ })).toBeInTheDocument();
  });

  it('keeps the dots past ten contracts (spec §9), and renders only nearby cards', async () => {
    const many = Array.from({ length: 40 }, (_, index) => ({
      id: `ct-${index}`,
      code: `AUR-2000-${String(index).padStart(4, '0')}`,
      startDate: `20${String(index).padStart(2, '0')}-01-01`,
      endDate: '2099-12-31',
      counterPartyName: 'Aurora',
      partyProfileAcronym: 'X',
    }));
    server.use(http.post('*/v1/Account/my-contracts', () => HttpResponse.json({ contracts: many })));
    const { user } = await renderSignedIn(390);
    expect(await screen.findByRole('article')).toHaveAccessibleName('Contrato AUR-2000-0039, 1 de 40');
    expect(screen.getAllByRole('button', { name: /^Ver contrato \d+ de 40$/ })).toHaveLength(40);
    expect(screen.queryByText('1 de 40')).not.toBeInTheDocument();
    // The current card and its neighbour only; the other 38 are empty frames.
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Ver contrato 2 de 40' }));
    await waitFor(() => expect(screen.getByRole('article')).toHaveAccessibleName('Contrato AUR-2000-0038, 2 de 40'));
  });
});
