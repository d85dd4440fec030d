import { configureStore } from '@reduxjs/toolkit';
import { baseApi, cmsApi } from '@/shared/api';
import { captureRequests } from './captureRequests';

/** A bare store with both APIs, plus a recorder of the requests they send. */
export const apiHarness = () => {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [cmsApi.reducerPath]: cmsApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(baseApi.middleware, cmsApi.middleware),
  });
  const recorder = captureRequests();
  return { store, dispatch: store.dispatch, ...recorder };
};
