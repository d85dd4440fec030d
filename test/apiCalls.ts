import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, cmsApi } from '@/shared/api';
import { whenTestEnds } from './runningCalls';

type StoreWithThunks = { dispatch: ThunkDispatch<unknown, unknown, UnknownAction> };

/** Has the end of the test wait for every query and mutation `store` is running (test/runningCalls.ts). */
export const settleCallsWhenTestEnds = (store: StoreWithThunks) =>
  whenTestEnds(() =>
    [baseApi, cmsApi].flatMap((api) => [...store.dispatch(api.util.getRunningQueriesThunk()), ...store.dispatch(api.util.getRunningMutationsThunk())]),
  );
