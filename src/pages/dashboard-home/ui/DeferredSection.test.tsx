import { act, render, screen } from '@testing-library/react';
import { lazy, StrictMode } from 'react';
import { DeferredSection } from './DeferredSection';

/** A section whose code never arrives, so its placeholder stays. */
const Pending = lazy(() => new Promise<never>(() => undefined));

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const original = window.IntersectionObserver;
// The test setup defines the stub as writable but not configurable, so it is swapped by assignment.
const setObserver = (value: unknown) => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = value;
};
/** An IntersectionObserver whose callbacks the test calls (the last one made is the live one). */
const observeByHand = () => {
  const callbacks: Callback[] = [];
  setObserver(
    class {
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return callbacks;
};

const Section = ({ held }: { held?: boolean }) => (
  <StrictMode>
    <DeferredSection label="Carregando contratos" kind="contracts" held={held}>
      <p>Contratos carregados</p>
    </DeferredSection>
  </StrictMode>
);

describe('DeferredSection', () => {
  afterEach(() => setObserver(original));

  it('while the section’s code loads, its placeholder is busy and says once what it waits for', () => {
    const callbacks = observeByHand();
    render(
      <StrictMode>
        <DeferredSection label="Carregando contratos" kind="contracts">
          <Pending />
        </DeferredSection>
      </StrictMode>,
    );
    // Near the screen, so its code is asked for (and never arrives).
    act(() => callbacks.at(-1)!([{ isIntersecting: true }]));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(/^Carregando contratos$/);
  });

  it('draws (and so loads) the section only once its place nears the screen', () => {
    const callbacks = observeByHand();
    render(<Section />);
    expect(screen.queryByText('Contratos carregados')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando contratos');
    // Waiting for a scroll is not loading: a page whose other parts are done is not busy.
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'false');
    act(() => callbacks.at(-1)!([{ isIntersecting: true }]));
    expect(screen.getByText('Contratos carregados')).toBeInTheDocument();
  });

  it('held, it does not watch its place at all; let go, it does', () => {
    const callbacks = observeByHand();
    const { rerender } = render(<Section held />);
    expect(callbacks).toHaveLength(0);
    rerender(<Section />);
    expect(callbacks.length).toBeGreaterThan(0);
    act(() => callbacks.at(-1)!([{ isIntersecting: true }]));
    expect(screen.getByText('Contratos carregados')).toBeInTheDocument();
  });
});
