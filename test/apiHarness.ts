import { configureStore } from '@reduxjs/toolkit';
import { baseApi, cmsApi, getAccessToken } from '@/shared/api';
import { captureRequests } from './captureRequests';

/**
 * A bare store with both APIs and the one thing of the session requests read, its token (by default the one the
 * test stored, as the app's start-up would read it), plus a recorder of the requests they send.
 */
export const apiHarness = ({ token = getAccessToken() }: { token?: string | null } = {}) => {
  const store = configureStore({
    reducer: { session: () => ({ token }), [baseApi.reducerPath]: baseApi.reducer, [cmsApi.reducerPath]: cmsApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(baseApi.middleware, cmsApi.middleware),
  });
  const recorder = captureRequests();
  return { store, dispatch: store.dispatch, ...recorder };
};
