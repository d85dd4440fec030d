import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';
import { chartRenders } from './plots';

// Lazily loaded dialogs and a busy CI machine need more than the default 1 s to appear.
configure({ asyncUtilTimeout: 5000 });

// jsdom has neither matchMedia nor ResizeObserver; antd's responsive hooks and pickers need both.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!('IntersectionObserver' in window)) {
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IntersectionObserverStub });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Animation frames that a faked clock cannot stop for good. jsdom runs all of a window's frames on one interval, which
// the first request after a quiet spell starts. A request made while a test fakes the clock, through a frame function
// kept from before (a store's auto-batching keeps the one it found when it was made, and an earlier test's store still
// syncs its subscriptions half a second after its page is gone), starts that interval on the fake clock: once the test
// restores the real one, no frame comes again in that window, which the tests of a file share. Menus and dialogs then
// never finish closing, tests later. Kept with each file isolated: test/frames.test.ts fails without it. Here each frame
// is a timer of its own on the clock in force when it is asked for, cleared by the clear of that same clock.
const frames = new Map<number, () => void>();
let lastFrame = 0;
window.requestAnimationFrame = (callback) => {
  lastFrame += 1;
  const handle = lastFrame;
  const clear = clearTimeout;
  const timer = setTimeout(() => {
    frames.delete(handle);
    callback(performance.now());
  }, 16);
  frames.set(handle, () => clear(timer));
  return handle;
};
window.cancelAnimationFrame = (handle) => {
  frames.get(handle)?.();
  frames.delete(handle);
};

/** Unmounts what the test rendered, and forgets the charts it drew. @public (test/setup.ts imports this module only where there is a DOM) */
export const unmountAll = () => {
  cleanup();
  chartRenders.length = 0;
};

/** Forgets what the test stored in the browser. @public (as unmountAll) */
export const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};
