import { vi } from 'vitest';

type Running = () => PromiseLike<unknown>[];

const sources = new Set<Running>();

/** Registers, for the test running, a way to read the calls it has in flight. */
export const whenTestEnds = (running: Running) => {
  sources.add(running);
};

/**
 * Waits until every call the test's stores started is over (test/setup.ts, once the test's page is gone and before the
 * demo backend is reset). A call already started goes out even once its page is gone (put off by a task, as the
 * content calls are, or waiting on a slow answer): it must reach the server and finish within its own test, never
 * while the next one records what it sends or after the backend it changed was reset. Not under fake timers, where a
 * call put off waits on the test's own clock.
 */
export const runningCallsSettled = async () => {
  const running = vi.isFakeTimers() ? [] : [...sources].flatMap((read) => read());
  sources.clear();
  await Promise.allSettled(running);
};
