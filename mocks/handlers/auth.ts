import { http, HttpResponse } from 'msw';
import { findAccountByDocument, findAccountByEmail } from '../db';
import { normalizeDocument } from '../lib/documents';
import { clearFailures, lockedFor, MAX_FAILURES, recordFailure, retryAfter } from '../limits';
import { codeSent, codeStepEnded, pendingCode, RESEND_AFTER_MS } from '../mfaCodes';
import { fail, productRoute, readBody } from './http';
import { signIn } from './session';

const INVALID_CREDENTIALS = 'CPF/CNPJ ou senha inválidos.';
const LOCKED = 'Muitas tentativas. Tente novamente mais tarde.';
const INVALID_CODE = 'Código inválido. Confira o código enviado para o seu e-mail.';
const CODE_EXPIRED = 'O código expirou. Entre novamente para receber um novo código.';
const TOO_MANY_CODES = 'Muitas tentativas com código inválido. Tente novamente mais tarde.';
const RESEND_TOO_SOON = 'Aguarde um minuto para pedir um novo código.';

/** Login, the e-mail code step and its resend: where passwords and codes are guessed, so where the limits are. */
export const authHandlers = () => [
  http.post(
    '*/v1/Auth/login',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { cnpj: 'string', password: 'string', keepConnected: 'optional-boolean' });
      if (body instanceof Response) return body;
      const document = normalizeDocument(body.cnpj);
      const locked = lockedFor('password', document);
      if (locked > 0) return fail(429, LOCKED, { headers: retryAfter(locked) });
      const account = findAccountByDocument(document);
      if (!account || account.password !== body.password) {
        recordFailure('password', document);
        return fail(401, INVALID_CREDENTIALS);
      }
      clearFailures('password', document);
      if (!account.mfaCode) return signIn(account, { request, keepConnected: body.keepConnected, extra: { mfaRequired: false } });
      // Five wrong codes lock the code step: a new password step within the lock sends no code and is refused too.
      const codesLocked = lockedFor('code', account.id);
      if (codesLocked > 0) return fail(429, TOO_MANY_CODES, { headers: retryAfter(codesLocked) });
      codeSent(account.id);
      return HttpResponse.json({ mfaRequired: true, email: account.email });
    }),
  ),

  http.post(
    '*/v1/Auth/mfa/verify',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { email: 'string', code: 'string', keepConnected: 'optional-boolean' });
      if (body instanceof Response) return body;
      const account = findAccountByEmail(body.email);
      if (!account || !account.mfaCode) return fail(400, INVALID_CODE);
      const locked = lockedFor('code', account.id);
      if (locked > 0) return fail(429, TOO_MANY_CODES, { headers: retryAfter(locked) });
      // The code only counts after the password step of the same account, while it is valid.
      if (!pendingCode(account.id)) return fail(400, CODE_EXPIRED);
      if (body.code.trim() !== account.mfaCode) {
        if (recordFailure('code', account.id) < MAX_FAILURES) return fail(400, INVALID_CODE);
        codeStepEnded(account.id);
        return fail(429, TOO_MANY_CODES, { headers: retryAfter(lockedFor('code', account.id)) });
      }
      clearFailures('code', account.id);
      codeStepEnded(account.id);
      return signIn(account, { request, keepConnected: body.keepConnected });
    }),
  ),

  http.post(
    '*/v1/Auth/mfa/resend',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { email: 'string' });
      if (body instanceof Response) return body;
      const account = findAccountByEmail(body.email);
      const locked = account ? lockedFor('code', account.id) : 0;
      if (locked > 0) return fail(429, TOO_MANY_CODES, { headers: retryAfter(locked) });
      const pending = account ? pendingCode(account.id) : undefined;
      if (!account || !pending) return fail(400, CODE_EXPIRED);
      const wait = pending.sentAt + RESEND_AFTER_MS - Date.now();
      if (wait > 0) return fail(429, RESEND_TOO_SOON, { headers: retryAfter(wait) });
      codeSent(account.id);
      return HttpResponse.json({ message: 'Enviamos um novo código para o seu e-mail.' });
    }),
  ),
];
