import { screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { POPUP_SEEN_KEY } from '../model/popupOnce';
import { ContentPopup } from './ContentPopup';

const items = [
  { id: 'section', title: 'Energia Renovável', slug: 'energia-renovavel', order: 1 },
  { id: 'promo', title: 'Pop-up Semana da Energia Limpa', slug: 'promo', order: 99, subtitle: 'Semana da Energia Limpa', body: 'Ganhe certificados.\n\nSó nesta semana.' },
];

describe('ContentPopup (once per browser session)', () => {
  it('shows the popup item as a dismissible modal and remembers it in sessionStorage', async () => {
    // jsdom runs no CSS animation, so antd's motion is switched off to see the modal close.
    const { user } = renderWithProviders(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ContentPopup items={items} />
      </ConfigProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' });
    expect(dialog).toHaveTextContent('Ganhe certificados.');
    expect(dialog).toHaveTextContent('Só nesta semana.');
    expect(JSON.parse(sessionStorage.getItem(POPUP_SEEN_KEY) ?? '[]')).toEqual(['promo']);
    await user.click(screen.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('does not show it again in the same session', () => {
    sessionStorage.setItem(POPUP_SEEN_KEY, JSON.stringify(['promo']));
    renderWithProviders(<ContentPopup items={items} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows it again in a new session, and runs the call to action', async () => {
    const onAction = vi.fn();
    const { user } = renderWithProviders(<ContentPopup items={items} actionLabel="Simular agora" onAction={onAction} />);
    await user.click(await screen.findByRole('button', { name: 'Simular agora' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without popup items', () => {
    renderWithProviders(<ContentPopup items={items.slice(0, 1)} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBeNull();
  });
});
