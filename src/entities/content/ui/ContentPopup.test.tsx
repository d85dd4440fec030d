import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@test/renderWithProviders';
import { PHONE_QUERY, whenPageSettles } from '../model/popupMoment';
import { POPUP_SEEN_KEY } from '../model/popupOnce';
import { ContentPopup } from './ContentPopup';

const items = [
  { id: 'section', title: 'Energia Renovável', slug: 'energia-renovavel', order: 1 },
  { id: 'promo', title: 'Pop-up Semana da Energia Limpa', slug: 'promo', order: 99, subtitle: 'Semana da Energia Limpa', body: 'Ganhe certificados.\n\nSó nesta semana.' },
];

/** Lets the page settle (load, then idle), the moment the popup may open. */
const settle = () => act(() => whenPageSettles());

/** The popup shown is recorded for the session by an effect after the dialog is drawn: a busy host can let a query see the dialog first. */
const expectRememberedForTheSession = () => waitFor(() => expect(JSON.parse(sessionStorage.getItem(POPUP_SEEN_KEY) ?? '[]')).toEqual(['promo']));

const { IntersectionObserver: ObserverStandIn } = window;
afterEach(() => {
  vi.unstubAllGlobals();
  window.IntersectionObserver = ObserverStandIn;
});

describe('ContentPopup (once per browser session)', () => {
  it('shows the popup item as a dismissible modal and remembers it in sessionStorage', async () => {
    const { user } = renderWithProviders(<ContentPopup items={items} />);
    const dialog = await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).not.toHaveClass('cms-popup--sheet');
    expect(dialog).toHaveTextContent('Ganhe certificados.');
    expect(dialog).toHaveTextContent('Só nesta semana.');
    await expectRememberedForTheSession();
    await user.click(screen.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('does not show it again in the same session', async () => {
    sessionStorage.setItem(POPUP_SEEN_KEY, JSON.stringify(['promo']));
    renderWithProviders(<ContentPopup items={items} />);
    await settle();
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

  it('renders nothing without popup items', async () => {
    renderWithProviders(<ContentPopup items={items.slice(0, 1)} />);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBeNull();
  });
});

/** The popup stays shut while the visitor keeps the field and what they typed in it; once they leave the form, it opens. */
const expectHeldBackUntilTheyLeave = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Valor')).toHaveFocus();
  expect(screen.getByLabelText('Valor')).toHaveValue('15000');
  await user.tab();
  expect(await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' })).toHaveAttribute('open');
};

describe('ContentPopup never costs the first paint', () => {
  it('is not in the first render: it opens once the page has settled', async () => {
    renderWithProviders(<ContentPopup items={items} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' })).toHaveAttribute('open');
  });

  it('never interrupts a form in use: it waits until the visitor leaves the form, then opens', async () => {
    const { user } = renderWithProviders(
      <>
        <form aria-label="Simulador">
          <input aria-label="Valor" />
          <select aria-label="Estado">
            <option>SP</option>
          </select>
        </form>
        <a href="#sobre">Sobre</a>
        <ContentPopup items={items} />
      </>,
    );
    await user.click(screen.getByLabelText('Valor'));
    await user.keyboard('15000');
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // From one field to the next: still in the form.
    await user.tab();
    expect(screen.getByLabelText('Estado')).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Valor')).toHaveValue('15000');
    // Out of the form: now it opens.
    await user.tab();
    expect(await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' })).toHaveAttribute('open');
  });

  it('a field whose events React stops before the document (a part not hydrated yet) still holds it back', async () => {
    // As React does at its root for an event on a part of the page it has not hydrated yet.
    const stopBelowTheDocument = (root: HTMLDivElement | null) => root?.addEventListener('focusin', (event) => event.stopPropagation());
    let contentArrives: (list: typeof items) => void = () => undefined;
    const Page = () => {
      const [popupItems, setPopupItems] = useState<typeof items>([]);
      contentArrives = setPopupItems;
      return (
        <>
          <div ref={stopBelowTheDocument}>
            <form aria-label="Simulador">
              <input aria-label="Valor" />
            </form>
          </div>
          <a href="#sobre">Sobre</a>
          <ContentPopup items={popupItems} />
        </>
      );
    };
    // The page settles before the content arrives; the visitor is typing when it does.
    const { user } = renderWithProviders(<Page />);
    await settle();
    act(() => screen.getByLabelText('Valor').focus());
    await user.keyboard('15000');
    act(() => contentArrives(items));
    await expectHeldBackUntilTheyLeave(user);
  });

  it('a field entered before it listened (its effects come last in a hydration in slices) still holds it back', async () => {
    const { user } = renderWithProviders(
      <>
        <form aria-label="Simulador">
          <input aria-label="Valor" />
        </form>
        <a href="#sobre">Sobre</a>
        <ContentPopup items={items} />
      </>,
    );
    // The popup's listeners never hear this focus, as when it came before they were on.
    const unheard = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener('focusin', unheard, { capture: true, once: true });
    act(() => screen.getByLabelText('Valor').focus());
    await user.keyboard('15000');
    await settle();
    await expectHeldBackUntilTheyLeave(user);
  });

  it('while the page is still loading it waits for the load event', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderWithProviders(<ContentPopup items={items} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' })).toBeInTheDocument();
  });
});

describe('ContentPopup on a phone never covers the hero', () => {
  /** A phone-sized screen, and the observer the popup watches the hero with. */
  const onPhone = () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_QUERY, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    const observed: { element?: Element; report?: (visible: boolean) => void } = {};
    // The test setup's stand-in is writable but not configurable: replaced, then put back after the test.
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observed.report = (visible) => act(() => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      observe(element: Element) {
        observed.element = element;
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    return observed;
  };

  it('waits while the hero is on screen; once it has scrolled away, a bottom sheet opens that leaves the page usable', async () => {
    const observed = onPhone();
    const { user } = renderWithProviders(
      <>
        <section id="inicio">Herói</section>
        <ContentPopup items={items} heroId="inicio" />
      </>,
    );
    await settle();
    expect(observed.element).toBe(document.getElementById('inicio'));
    observed.report?.(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBeNull();

    observed.report?.(false);
    const sheet = await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' });
    expect(sheet).toHaveAttribute('open');
    expect(sheet).toHaveClass('cms-popup cms-popup--sheet');
    await expectRememberedForTheSession();
    await user.click(screen.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape closes the sheet', async () => {
    const observed = onPhone();
    const { user } = renderWithProviders(
      <>
        <section id="inicio">Herói</section>
        <ContentPopup items={items} heroId="inicio" />
      </>,
    );
    await settle();
    observed.report?.(false);
    const sheet = await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' });
    screen.getAllByRole('button', { name: 'Fechar' })[0]!.focus();
    await user.keyboard('{Escape}');
    expect(sheet).not.toBeInTheDocument();
  });
});
