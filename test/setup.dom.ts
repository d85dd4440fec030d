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
