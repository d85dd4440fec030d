import { configureStore } from '@reduxjs/toolkit';
import { baseApi, buildTimeApiContext, cmsApi, getAccessToken } from '@/shared/api';
import { buildTimeConfig, type AppConfig } from '@/shared/config';
import { settleCallsWhenTestEnds } from './apiCalls';
import { captureRequests } from './captureRequests';
import './demoBackend';

/**
 * A bare store with both APIs and the one thing of the session requests read, its token (by default the one the
 * test stored, as the app's start-up would read it), handed to them as the app hands the session's, `config` as the
 * runtime configuration, plus a recorder of the requests they send.
 */
export const apiHarness = ({ token = getAccessToken(), config = buildTimeConfig }: { token?: string | null; config?: AppConfig } = {}) => {
  const context = { ...buildTimeApiContext, config, auth: { ...buildTimeApiContext.auth, token: () => token } };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [cmsApi.reducerPath]: cmsApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context }, serializableCheck: false }).concat(baseApi.middleware, cmsApi.middleware),
  });
  settleCallsWhenTestEnds(store);
  const recorder = captureRequests();
  return { store, dispatch: store.dispatch, ...recorder };
};
