export { makeStore } from './makeStore';
export type { AppStoreType, RootReducerState } from './makeStore';
