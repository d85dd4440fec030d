import { screen, waitFor } from '@testing-library/react';
import { setAccessToken } from '@/shared/api';
import { setScenario } from '../../../../mocks/scenarios';
import { renderWithProviders } from '@test/renderWithProviders';
import { signedInSession } from '@test/session';
import { DownloadContractButton } from './DownloadContractButton';

const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
let downloads: string[];

beforeEach(async () => {
  const response = await fetch(`${location.origin}/v1/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-Access': 'portal-web' },
    body: JSON.stringify({ cnpj: '11222333000181', password: 'Demo@1234' }),
  });
  setAccessToken(((await response.json()) as { token: string }).token);
  downloads = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:aurora/c'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  Object.assign(URL, original);
});

const mariana = { displayName: 'Mariana Souza', role: 'customer', email: 'mariana.souza@exemplo.com.br', cnpj: '11222333000181', physicalAssets: [] };
/** Requests carry the session's token: the buttons render in a signed-in store. */
const renderSignedIn = () => renderWithProviders(twoButtons(), { preloadedState: { session: signedInSession(mariana) } });

const twoButtons = () => (
  <>
    <DownloadContractButton contract={{ id: 'ct-loja-centro-2022', code: 'AUR-2022-0187' }} />
    <DownloadContractButton contract={{ id: 'ct-loja-centro-2019', code: 'AUR-2019-0042' }} />
  </>
);

describe('DownloadContractButton', () => {
  it('saves contrato-{code}.pdf, with the loading state only on the pressed button', async () => {
    setScenario('slow');
    const { user } = renderSignedIn();
    const pressed = screen.getByRole('button', { name: 'Baixar contrato AUR-2022-0187' });
    const other = screen.getByRole('button', { name: 'Baixar contrato AUR-2019-0042' });
    await user.click(pressed);
    expect(pressed).toHaveClass('ant-btn-loading');
    expect(other).not.toHaveClass('ant-btn-loading');
    await waitFor(() => expect(downloads).toEqual(['contrato-AUR-2022-0187.pdf']), { timeout: 4000 });
    await waitFor(() => expect(pressed).not.toHaveClass('ant-btn-loading'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Arquivo não encontrado' in an error toast when the download fails", async () => {
    setScenario('files-missing');
    const { user } = renderSignedIn();
    const pressed = screen.getByRole('button', { name: 'Baixar contrato AUR-2022-0187' });
    await user.click(pressed);
    expect(await screen.findByRole('alert')).toHaveTextContent('Arquivo não encontrado');
    expect(document.querySelector('.ant-notification-notice-error')).not.toBeNull();
    expect(downloads).toEqual([]);
    await waitFor(() => expect(pressed).not.toHaveClass('ant-btn-loading'));
  });

  it("says 'Arquivo não encontrado' for any other failure too (spec §8)", async () => {
    setScenario('server-error');
    const { user } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Baixar contrato AUR-2019-0042' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Arquivo não encontrado');
  });
});
