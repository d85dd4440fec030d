// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_WAIT_MS, demoWorkerInControl } from './worker';

type WorkerState = 'installing' | 'waiting' | 'activating' | 'activated';

/**
 * A page's service worker container: `registration` is the demo worker's, as far as it got (none: not registered);
 * `controller` is set once a worker claims the page. Registering after an unregister starts a new worker (installing),
 * unless another tab still holds the old one (`heldElsewhere`), which then comes back as it was.
 */
const container = ({ controlled = false, registration, heldElsewhere = false }: { controlled?: boolean; registration?: WorkerState; heldElsewhere?: boolean }) => {
  let state = registration;
  const calls: string[] = [];
  const current = () =>
    state && {
      installing: state === 'installing' ? {} : null,
      waiting: state === 'waiting' ? {} : null,
      active: state === 'activating' || state === 'activated' ? { state } : null,
      unregister: async () => {
        calls.push('unregister');
        if (!heldElsewhere) state = undefined;
        return true;
      },
    };
  const target = new EventTarget() as EventTarget & { controller: object | null; getRegistration: () => Promise<unknown>; register: () => Promise<unknown> };
  target.controller = controlled ? {} : null;
  target.getRegistration = async () => current();
  target.register = async () => {
    calls.push('register');
    state ??= 'installing';
    return current();
  };
  const claim = () => {
    target.controller = {};
    target.dispatchEvent(new Event('controllerchange'));
  };
  return { target: target as unknown as ServiceWorkerContainer, claim, calls };
};

const settledWithin = async (promise: Promise<void>, ms: number) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe("demoWorkerInControl (MSW reloads a page its registered worker does not control)", () => {
  afterEach(() => vi.useRealTimers());

  it('a page the worker already controls goes on at once', async () => {
    vi.useFakeTimers();
    expect(await settledWithin(demoWorkerInControl(container({ controlled: true, registration: 'activated' }).target), 0)).toBe(true);
  });

  it('with no worker registered yet, MSW registers it (no reload): at once', async () => {
    vi.useFakeTimers();
    const page = container({});
    expect(await settledWithin(demoWorkerInControl(page.target), 0)).toBe(true);
    expect(page.calls).toEqual([]);
  });

  it.each<WorkerState>(['installing', 'waiting', 'activating'])(
    'a worker still %s will claim the page: it waits for the claim, and only for it',
    async (state) => {
      vi.useFakeTimers();
      const page = container({ registration: state });
      const inControl = demoWorkerInControl(page.target);
      expect(await settledWithin(inControl, CLAIM_WAIT_MS - 1)).toBe(false);
      page.claim();
      expect(await settledWithin(inControl, 0)).toBe(true);
    },
  );

  it('a claim that never comes leaves the page to MSW after the longest wait', async () => {
    vi.useFakeTimers();
    const inControl = demoWorkerInControl(container({ registration: 'installing' }).target);
    expect(await settledWithin(inControl, CLAIM_WAIT_MS - 1)).toBe(false);
    expect(await settledWithin(inControl, 1)).toBe(true);
  });

  it('a page its active worker will never claim gets a new worker, whose activation claims it (no reload)', async () => {
    vi.useFakeTimers();
    const page = container({ registration: 'activated' });
    const inControl = demoWorkerInControl(page.target);
    expect(await settledWithin(inControl, CLAIM_WAIT_MS - 1)).toBe(false);
    expect(page.calls).toEqual(['unregister', 'register']);
    page.claim();
    expect(await settledWithin(inControl, 0)).toBe(true);
  });

  it('when another tab still holds the old worker, no new one can start: the page is left to MSW’s reload at once', async () => {
    vi.useFakeTimers();
    const page = container({ registration: 'activated', heldElsewhere: true });
    expect(await settledWithin(demoWorkerInControl(page.target), 0)).toBe(true);
    expect(page.calls).toEqual(['unregister', 'register']);
  });

  it('a browser without service workers goes on at once', async () => {
    vi.useFakeTimers();
    expect(await settledWithin(demoWorkerInControl(undefined), 0)).toBe(true);
  });
});
