import type { User } from '@/entities/session';
import { setAccessToken } from '@/shared/api';
import { callApi, loginToken } from '../mocks/testing';
import './demoBackend';

/** Signs a demo account in with the demo backend (MSW) and hands its token to the API client, as a sign-in does. */
export const demoSession = async (document: string): Promise<{ token: string; user: User }> => {
  const token = await loginToken(document);
  setAccessToken(token);
  const { user } = (await (await callApi('/v1/account/my-account', { token })).json()) as { user: User };
  return { token, user };
};
