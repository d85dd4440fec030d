import { addListener, createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';

/**
 * What the API client knows of the session (the session entity owns the machine): a request whose
 * token was refused asks for a refresh of that token, then waits while one is in flight.
 */
type RefreshCause = 'unauthorized' | 'timer' | 'wake';
export const refreshRequested = createAction<{ token: string; cause: RefreshCause }>('session/refreshRequested');

/** The slice of the app's state the client reads (shared knows no entity): the session's status and token. */
type SessionView = { session?: { status?: string; token?: string | null } };

/** The token requests carry: the session state's, its one source of truth (storage only mirrors it). */
export const sessionToken = (state: unknown): string | null => (state as SessionView).session?.token ?? null;

/** True while the session entity is refreshing the token (status 'refreshing'). */
const isRefreshing = (state: unknown): boolean => (state as SessionView).session?.status === 'refreshing';

/** Resolves once no refresh is in flight; listens through the store's listener middleware. */
export const whenNotRefreshing = (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, getState: () => unknown): Promise<void> =>
  new Promise((resolve) => {
    if (!isRefreshing(getState())) {
      resolve();
      return;
    }
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
