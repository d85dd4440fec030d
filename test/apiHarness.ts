import { configureStore } from '@reduxjs/toolkit';
import { baseApi, buildTimeApiContext, cmsApi } from '@/shared/api';
import { buildTimeConfig, type AppConfig } from '@/shared/config';
import { captureRequests } from './captureRequests';

/** A bare store with both APIs (`config` as the runtime configuration), plus a recorder of the requests they send. */
export const apiHarness = (config: AppConfig = buildTimeConfig) => {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [cmsApi.reducerPath]: cmsApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { ...buildTimeApiContext, config } }, serializableCheck: false }).concat(baseApi.middleware, cmsApi.middleware),
  });
  const recorder = captureRequests();
  return { store, dispatch: store.dispatch, ...recorder };
};
