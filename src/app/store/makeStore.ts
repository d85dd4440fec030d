import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { selectedAssetSlice, sessionAuth, sessionSlice } from '@/entities/session';
import { settingsPersistConfig, settingsSlice } from '@/entities/appearance';
import { baseApi, buildTimeApiContext, cmsApi, type ApiContext } from '@/shared/api';
import { devToolsEnhancer } from './devTools';

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [selectedAssetSlice.reducerPath]: selectedAssetSlice.reducer,
  // Only the settings are persisted: never the token, the user or the API cache.
  [settingsSlice.reducerPath]: persistReducer(settingsPersistConfig, settingsSlice.reducer),
  [baseApi.reducerPath]: baseApi.reducer,
  [cmsApi.reducerPath]: cmsApi.reducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;

/** QA inspects the store in dev and in the demo build, with tokens and typed secrets redacted; production ships without DevTools. */
const devToolsEnabled = import.meta.env.DEV || import.meta.env.MODE === 'demo';

/**
 * `context`: the runtime configuration and the backend's readiness, from the app's start (bootstrap), which the API
 * layer reads as the thunks' extra argument with the session's way of signing requests (the API knows no session);
 * a store made without one uses the build's values.
 */
export const makeStore = (preloadedState?: Partial<RootReducerState>, { config, backendReady }: Omit<ApiContext, 'auth'> = buildTimeApiContext) => {
  const context: ApiContext = { config, backendReady, auth: sessionAuth };
  // One listener middleware per store, so tests never share listeners.
  const listenerMiddleware = createListenerMiddleware();
  const devTools = devToolsEnabled ? devToolsEnhancer() : undefined;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootReducerState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context }, serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware, cmsApi.middleware),
    // The extension's hook is read here, not by the toolkit's `devTools` option (see devToolsEnhancer).
    devTools: false,
    enhancers: (getDefault) => getDefault().concat(devTools ? [devTools] : []),
  });
  setupListeners(store.dispatch);
  // Typed, so listeners read the state through the slices' own selectors.
  return Object.assign(store, { startListening: listenerMiddleware.startListening.withTypes<RootReducerState>() });
};

export type AppStoreType = ReturnType<typeof makeStore>;

declare global {
  type RootState = ReturnType<AppStoreType['getState']>;
  type AppDispatch = AppStoreType['dispatch'];
  type AppStore = AppStoreType;
}
