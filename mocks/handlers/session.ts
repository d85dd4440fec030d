import { HttpResponse } from 'msw';
import type { AccountRecord, User } from '../data/types';
import { refreshCookieHeaders } from '../cookies';
import { openSession } from '../sessions';
import { issueToken, tokenLifetimeSeconds } from '../token';

export function toUser(account: AccountRecord): User {
  return {
    id: account.id,
    displayName: account.displayName,
    photoURL: null,
    role: account.role,
    email: account.email,
    cnpj: account.document,
    address: { ...account.address },
    physicalAssets: account.assets.map(({ id, name }) => ({ id, name })),
  };
}

export const tokenFor = (account: AccountRecord, sid: string): Promise<string> =>
  issueToken({ sub: account.id, sid, email: account.email });

type SignIn = { request: Request; keepConnected?: boolean; extra?: Record<string, unknown>; status?: number };

/**
 * Opens a session: body {...extra, token, user}. Only with 'Manter conectado' (`keepConnected: true`) does the
 * session get a refresh cookie; without it the session ends with its token.
 */
export async function signIn(account: AccountRecord, { request, keepConnected = false, extra = {}, status = 200 }: SignIn) {
  const tokenExpiresAt = Date.now() + tokenLifetimeSeconds() * 1000;
  const { sid, refresh } = await openSession(account.id, keepConnected, tokenExpiresAt);
  return HttpResponse.json(
    { ...extra, token: await tokenFor(account, sid), user: toUser(account) },
    { status, headers: refresh ? refreshCookieHeaders(request, refresh) : {} },
  );
}
