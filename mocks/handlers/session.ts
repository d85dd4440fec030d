import { HttpResponse } from 'msw';
import { createSession } from '../db';
import type { AccountRecord, User } from '../data/types';
import { issueToken } from '../token';

export const REFRESH_COOKIE = 'aurora_refresh';

function refreshCookie(sid: string): string {
  return `${REFRESH_COOKIE}=${sid}; Path=/; SameSite=Lax`;
}

export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

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

export function tokenFor(account: AccountRecord, sid: string): string {
  return issueToken({ sub: account.id, sid, email: account.email });
}

/** Opens a session: body {...extra, token, user} plus the refresh cookie. */
export function signIn(account: AccountRecord, extra: Record<string, unknown> = {}, status = 200): Response {
  const sid = createSession(account.id);
  return HttpResponse.json(
    { ...extra, token: tokenFor(account, sid), user: toUser(account) },
    { status, headers: { 'Set-Cookie': refreshCookie(sid) } },
  );
}
