import { act, render } from '@testing-library/react';
import { LazyImage } from './LazyImage';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** Stands in for IntersectionObserver: records the options and lets the test say what is in view. */
const installObserver = () => {
  const instances: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  class FakeObserver {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      instances.push({ callback, options, disconnected: false });
    }
    observe() {}
    disconnect() {
      instances.at(-1)!.disconnected = true;
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  const fire = (isIntersecting: boolean) => act(() => instances.at(-1)!.callback([{ isIntersecting }]));
  return { instances, fire };
};

const RealObserver = window.IntersectionObserver;

describe('LazyImage (IntersectionObserver, 100 px margin, 300 ms throttle)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.IntersectionObserver = RealObserver;
  });

  it('watches with a 100 px root margin and loads nothing until the image is near the viewport', () => {
    const { instances, fire } = installObserver();
    const { container } = render(<LazyImage src="/images/cms/a-aurora.svg" width={560} height={420} />);
    expect(instances[0]?.options?.rootMargin).toBe('100px');
    expect(container.querySelector('img')).toBeNull();
    fire(false);
    expect(container.querySelector('img')).toBeNull();
  });

  it('loads the image once it comes within the margin, with its size reserved', () => {
    const { instances, fire } = installObserver();
    const { container } = render(<LazyImage src="/images/cms/a-aurora.svg" width={560} height={420} />);
    fire(true);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/images/cms/a-aurora.svg');
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('alt', '');
    expect(instances[0]?.disconnected).toBe(true);
  });

  it('checks at most every 300 ms: an image that only flies past is never fetched', () => {
    const { fire } = installObserver();
    const { container } = render(<LazyImage src="/x.svg" width={10} height={10} />);
    fire(false);
    fire(true);
    fire(false);
    act(() => vi.advanceTimersByTime(300));
    expect(container.querySelector('img')).toBeNull();
    fire(true);
    act(() => vi.advanceTimersByTime(299));
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('img')).not.toBeNull();
  });
});
