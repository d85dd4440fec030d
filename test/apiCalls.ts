import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { onTestFinished, vi } from 'vitest';
import { baseApi, cmsApi } from '@/shared/api';

type StoreWithThunks = { dispatch: ThunkDispatch<unknown, unknown, UnknownAction> };

/**
 * Has the end of the test wait, once its page is gone, for every query and mutation `store` is running. A call already
 * started goes out even once its page is gone (put off by a task, as the content calls are: shared/api/cmsApi.ts, or
 * waiting on a slow answer): it must reach the server and finish within its own test, never while the next test of the
 * file records what it sends, nor after the demo backend it changed was reset (test/setup.ts resets it after this).
 * Not under fake timers, where a call put off waits on the test's own clock.
 */
export const settleCallsWhenTestEnds = (store: StoreWithThunks) =>
  onTestFinished(async () => {
    if (vi.isFakeTimers()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const running = [baseApi, cmsApi].flatMap((api) => [
      ...store.dispatch(api.util.getRunningQueriesThunk()),
      ...store.dispatch(api.util.getRunningMutationsThunk()),
    ]);
    await Promise.allSettled(running);
  });
