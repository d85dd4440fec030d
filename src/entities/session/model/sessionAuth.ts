import { addListener, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiAuth } from '@/shared/api';
import { refreshRequested, selectSession, selectSessionStatus } from './sessionSlice';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

const isRefreshing = (state: unknown) => selectSessionStatus(state as RootState) === 'refreshing';

/** Resolves once no refresh is in flight; listens through the store's listener middleware. */
const whenNotRefreshing = (dispatch: Dispatch, getState: () => unknown): Promise<void> =>
  new Promise((resolve) => {
    if (!isRefreshing(getState())) return resolve();
    dispatch(
      addListener({
        predicate: (_action, state) => !isRefreshing(state),
        effect: (_action, api) => {
          api.unsubscribe();
          resolve();
        },
      }),
    );
  });

/**
 * The session's side of signing requests, which the app hands to the API client (makeStore): the token is the session
 * state's, its one source of truth (storage only mirrors it). A 401 asks the machine to refresh the refused token
 * unless it was replaced meanwhile (the machine decides: consent, one refresh per token across tabs, see
 * refreshSession), then waits while a refresh runs.
 */
export const sessionAuth: ApiAuth = {
  token: (state) => selectSession(state as RootState).token,
  refresh: async (refused, { dispatch, getState }) => {
    if (selectSession(getState() as RootState).token === refused) dispatch(refreshRequested({ token: refused, cause: 'unauthorized' }));
    await whenNotRefreshing(dispatch, getState);
  },
};
