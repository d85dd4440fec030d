import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from '../api/sessionApi';
import type { User } from './types';

/** The signed-in account (GET my-account), asked with the session state's token, or null. */
export const loadAccount = async (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): Promise<User | null> => {
  const result = await dispatch(sessionApi.endpoints.myAccount.initiate(undefined, { forceRefetch: true, subscribe: false }));
  return result.data ?? null;
};
