import { createAsyncThunk } from '@reduxjs/toolkit';
import { clearAccessToken, getAccessToken, getKeepConnected, refreshAccessToken } from '@/shared/api';
import { isTokenValid } from '@/shared/lib/token';
import { sessionApi } from '../api/sessionApi';
import { sessionInitialized } from './sessionSlice';
import type { User } from './types';

/**
 * Session start (spec §4): a valid stored token is reused and the account loaded; with
 * keep-connected, a missing, expired or invalid token is refreshed first; failure leaves the user out.
 */
export const initSession = createAsyncThunk<User | null, void>('session/init', async (_, { dispatch }) => {
  let token = getAccessToken();
  if (!isTokenValid(token) && getKeepConnected()) token = await refreshAccessToken();
  if (!isTokenValid(token)) {
    clearAccessToken();
    dispatch(sessionInitialized({ user: null }));
    return null;
  }
  const account = dispatch(sessionApi.endpoints.myAccount.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const result = await account;
  const user = result.data ?? null;
  if (!user) clearAccessToken();
  dispatch(sessionInitialized({ user }));
  return user;
});
