import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { POPUP_SEEN_KEY } from '../model/popupOnce';
import { ContentPopup } from './ContentPopup';

const items = [
  { id: 'section', title: 'Energia Renovável', slug: 'energia-renovavel', order: 1 },
  { id: 'promo', title: 'Pop-up Semana da Energia Limpa', slug: 'promo', order: 99, subtitle: 'Semana da Energia Limpa', body: 'Ganhe certificados.\n\nSó nesta semana.' },
];

describe('ContentPopup (once per browser session)', () => {
  it('shows the popup item as a dismissible modal and remembers it in sessionStorage', async () => {
    const { user } = renderWithProviders(<ContentPopup items={items} />);
    const dialog = await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' });
    expect(dialog).toHaveAttribute('open');
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

  it('shows it again in a new session, and runs the call to action once the dialog has closed', async () => {
    const dialogOpenDuringAction: boolean[] = [];
    const onAction = vi.fn(() => dialogOpenDuringAction.push(document.querySelector('dialog')?.open ?? false));
    const { user } = renderWithProviders(<ContentPopup items={items} actionLabel="Simular agora" onAction={onAction} />);
    await user.click(await screen.findByRole('button', { name: 'Simular agora' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(dialogOpenDuringAction).toEqual([false]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the close button in the corner dismisses it too; without an action there is no action button', async () => {
    const { user } = renderWithProviders(<ContentPopup items={items} />);
    const dialog = await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Fechar', 'Fechar']);
    await user.click(buttons[0]!);
    expect(dialog).not.toBeVisible();
  });

  it('renders nothing without popup items', () => {
    renderWithProviders(<ContentPopup items={items.slice(0, 1)} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBeNull();
  });
});
