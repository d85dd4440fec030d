// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstContentfulPaint } from './firstContentfulPaint';

type Callback = (list: { getEntries: () => { name: string }[] }) => void;

/** A PerformanceObserver that reports the paint entries a test hands it. */
const installObserver = (supported = ['paint']) => {
  const observers: { callback: Callback; disconnected: boolean; options?: unknown }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = (...names: string[]) =>
    observers.filter((o) => !o.disconnected).forEach((o) => o.callback({ getEntries: () => names.map((name) => ({ name })) }));
  return { observers, report };
};

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

describe('firstContentfulPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves at the first contentful paint, not at the first paint, and stops observing', async () => {
    const { observers, report } = installObserver();
    const isDone = settled(firstContentfulPaint());
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    report('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(false);
    report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('resolves after the time limit when no paint is reported (a tab in the background)', async () => {
    const { observers } = installObserver();
    const isDone = settled(firstContentfulPaint(1500));
    await vi.advanceTimersByTimeAsync(1499);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('falls back on the time limit where paint timing is not supported', async () => {
    const { observers } = installObserver([]);
    const isDone = settled(firstContentfulPaint(200));
    expect(observers).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(isDone()).toBe(true);
  });
});
