import { act, renderHook } from '@testing-library/react';
import { useWhenIdle } from './useWhenIdle';

/** requestIdleCallback whose callbacks run when the test says the page is idle. */
const idleQueue = () => {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => (waiting.set(next, callback), next++));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return () =>
    act(() => {
      const due = [...waiting.values()];
      waiting.clear();
      due.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    });
};

afterEach(() => vi.unstubAllGlobals());

describe('useWhenIdle', () => {
  it('shows a new value only once the page is idle, and the latest one when several came before', () => {
    const idle = idleQueue();
    const { result, rerender, unmount } = renderHook(({ value }) => useWhenIdle(value), { initialProps: { value: 'day' } });
    expect(result.current).toBe('day');
    rerender({ value: 'week' });
    rerender({ value: 'month' });
    expect(result.current).toBe('day');
    idle();
    expect(result.current).toBe('month');
    unmount();
  });

  it('follows in the next task where the browser has no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ value }) => useWhenIdle(value), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    expect(result.current).toBe(1);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(result.current).toBe(2);
  });
});
