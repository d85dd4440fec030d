import { http, HttpResponse } from 'msw';
import { findAccountById } from '../db';
import { refreshCookieHeaders, refreshCookieOf } from '../cookies';
import { getScenario } from '../scenarios';
import { endSession, rotateRefresh } from '../sessions';
import { verifySignatureOnly } from '../token';
import { bearerToken, fail, productRoute, readBody, SESSION_EXPIRED } from './http';
import { tokenFor } from './session';

/** A refused refresh: 401, and the useless cookie cleared. */
const refused = (request: Request) => fail(401, SESSION_EXPIRED, { headers: refreshCookieHeaders(request, null) });

/** The session's two ends after sign-in: the cookie-only refresh (rotating) and the logout. */
export const refreshHandlers = () => [
  http.post(
    '*/v1/auth/refresh-token',
    productRoute(async ({ request, cookies }) => {
      // Only the cookie counts: a bearer token, expired or not, refreshes nothing.
      const refresh = refreshCookieOf(request, cookies);
      const outcome = refresh ? await rotateRefresh(refresh) : null;
      const account = outcome?.kind === 'rotated' ? findAccountById(outcome.accountId) : undefined;
      if (outcome?.kind !== 'rotated' || !account || getScenario() === 'refresh-fails') {
        // Refused after the rotation (`refresh-fails`, an account gone): the session ends on the server with it.
        if (outcome?.kind === 'rotated') endSession(outcome.sid);
        return refused(request);
      }
      return HttpResponse.json(
        { token: await tokenFor(account, outcome.sid) },
        { headers: refreshCookieHeaders(request, outcome.refresh) },
      );
    }),
  ),

  http.post(
    '*/v1/Auth/logout',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { email: 'optional-string' });
      if (body instanceof Response) return body;
      // The session the bearer names, even past its expiry (a customer whose token just expired still signs out).
      // Anything else ends nothing; the answer is the same, as for a token revocation (RFC 7009 §2.2).
      const raw = bearerToken(request);
      const token = raw ? await verifySignatureOnly(raw) : null;
      if (token) endSession(token.sid);
      return HttpResponse.json({ message: 'Sessão encerrada.' }, { headers: refreshCookieHeaders(request, null) });
    }),
  ),
];
