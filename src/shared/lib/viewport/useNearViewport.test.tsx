import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './useNearViewport';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

const Probe = () => {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '200px');
  return <div ref={ref}>{near ? 'perto' : 'longe'}</div>;
};

const original = window.IntersectionObserver;
// The test setup defines the stub as writable but not configurable, so it is swapped by assignment.
const setObserver = (value: unknown) => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = value;
};

describe('useNearViewport', () => {
  afterEach(() => setObserver(original));

  it('turns true when the element nears the viewport and stops observing', () => {
    const observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: ReturnType<typeof vi.fn> }[] = [];
    setObserver(
      class {
        disconnect = vi.fn();
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    render(<Probe />);
    expect(screen.getByText('longe')).toBeInTheDocument();
    expect(observers[0]!.options).toEqual({ rootMargin: '200px' });
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('longe')).toBeInTheDocument();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('perto')).toBeInTheDocument();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('is true at once where IntersectionObserver does not exist', () => {
    setObserver(undefined);
    render(<Probe />);
    expect(screen.getByText('perto')).toBeInTheDocument();
  });
});
