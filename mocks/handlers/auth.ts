import { http, HttpResponse } from 'msw';
import {
  activeSession,
  db,
  findAccountByDocument,
  findAccountByEmail,
  findAccountById,
  MAX_LOGIN_FAILURES,
  revokeSession,
} from '../db';
import { normalizeDocument } from '../lib/documents';
import { codeFailed, codeSent, codeUsed, pendingCode, RESEND_AFTER_MS } from '../mfaCodes';
import { getScenario } from '../scenarios';
import { verifyToken } from '../token';
import { bearerToken, fail, productRoute, readBody, SESSION_EXPIRED } from './http';
import { clearedRefreshCookie, REFRESH_COOKIE, signIn, tokenFor } from './session';

const INVALID_CREDENTIALS = 'CPF/CNPJ ou senha inválidos.';
const LOCKED = 'Muitas tentativas. Tente novamente mais tarde.';
const INVALID_CODE = 'Código inválido. Confira o código enviado para o seu e-mail.';
const CODE_EXPIRED = 'O código expirou. Entre novamente para receber um novo código.';
const TOO_MANY_CODES = 'Muitas tentativas com código inválido. Entre novamente para receber um novo código.';
const RESEND_TOO_SOON = 'Aguarde um minuto para pedir um novo código.';

/** Session ids a request carries: the refresh cookie first, then the bearer token (even expired). */
function requestSessionIds(request: Request, cookies: Record<string, string>): string[] {
  const raw = bearerToken(request);
  const fromBearer = raw ? verifyToken(raw, { allowExpired: true })?.sid : undefined;
  return [cookies[REFRESH_COOKIE], fromBearer].filter((sid): sid is string => Boolean(sid));
}

export const authHandlers = () => [
  http.post(
    '*/v1/Auth/login',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { cnpj: 'string', password: 'string' });
      if (body instanceof Response) return body;
      const document = normalizeDocument(body.cnpj);
      const failures = db.loginFailures.get(document) ?? 0;
      if (failures >= MAX_LOGIN_FAILURES) return fail(429, LOCKED);
      const account = findAccountByDocument(document);
      if (!account || account.password !== body.password) {
        db.loginFailures.set(document, failures + 1);
        return fail(401, INVALID_CREDENTIALS);
      }
      db.loginFailures.delete(document);
      if (account.mfaCode) {
        codeSent(account.id);
        return HttpResponse.json({ mfaRequired: true, email: account.email });
      }
      return signIn(account, { mfaRequired: false });
    }),
  ),

  http.post(
    '*/v1/Auth/mfa/verify',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { email: 'string', code: 'string' });
      if (body instanceof Response) return body;
      const account = findAccountByEmail(body.email);
      // The code only counts after the password step of the same account, while it is valid.
      if (!account || !account.mfaCode) return fail(400, INVALID_CODE);
      if (!pendingCode(account.id)) return fail(400, CODE_EXPIRED);
      if (body.code.trim() !== account.mfaCode) return codeFailed(account.id) ? fail(429, TOO_MANY_CODES) : fail(400, INVALID_CODE);
      codeUsed(account.id);
      return signIn(account);
    }),
  ),

  http.post(
    '*/v1/Auth/mfa/resend',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { email: 'string' });
      if (body instanceof Response) return body;
      const account = findAccountByEmail(body.email);
      const pending = account ? pendingCode(account.id) : undefined;
      if (!account || !pending) return fail(400, CODE_EXPIRED);
      if (Date.now() - pending.sentAt < RESEND_AFTER_MS) return fail(429, RESEND_TOO_SOON);
      codeSent(account.id);
      return HttpResponse.json({ message: 'Enviamos um novo código para o seu e-mail.' });
    }),
  ),

  http.post(
    '*/v1/Auth/logout',
    productRoute(async ({ request, cookies }) => {
      const body = await readBody(request, { email: 'optional-string' });
      if (body instanceof Response) return body;
      requestSessionIds(request, cookies).forEach(revokeSession);
      return HttpResponse.json(
        { message: 'Sessão encerrada.' },
        { headers: { 'Set-Cookie': clearedRefreshCookie() } },
      );
    }),
  ),

  http.post(
    '*/v1/auth/refresh-token',
    productRoute(({ request, cookies }) => {
      if (getScenario() === 'refresh-fails') return fail(401, SESSION_EXPIRED);
      for (const sid of requestSessionIds(request, cookies)) {
        const session = activeSession(sid);
        const account = session ? findAccountById(session.accountId) : undefined;
        if (account) return HttpResponse.json({ token: tokenFor(account, sid) });
      }
      return fail(401, SESSION_EXPIRED);
    }),
  ),
];
