import { http, HttpResponse } from 'msw';
import { db, findAccountByEmail, isDocumentTaken } from '../db';
import { DEMO_RESET_CODE } from '../data/accounts';
import { isStrongPassword, isValidDocument, isValidEmail, normalizeDocument } from '../lib/documents';
import { fail, productRoute, readBody } from './http';

export const INVALID_EMAIL = 'Informe um e-mail válido.';
export const INVALID_DOCUMENT = 'CPF ou CNPJ inválido.';
export const WEAK_PASSWORD = 'A senha deve ter pelo menos 8 caracteres, com letras e números.';

/** Forgot password, reset password and first access: the ways back into (or into) an account. */
export const recoveryHandlers = () => [
  http.post(
    '*/v1/Auth/forgot-password',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { Email: 'string' });
      if (body instanceof Response) return body;
      if (!isValidEmail(body.Email)) return fail(400, INVALID_EMAIL);
      // Same answer whether or not the e-mail exists: no account enumeration.
      return HttpResponse.json({
        message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
      });
    }),
  ),

  http.post(
    '*/v1/Auth/reset-password',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { email: 'string', code: 'string', password: 'string' });
      if (body instanceof Response) return body;
      if (!isStrongPassword(body.password)) return fail(400, WEAK_PASSWORD);
      const account = findAccountByEmail(body.email);
      if (!account || body.code !== DEMO_RESET_CODE) {
        return fail(400, 'Link inválido ou expirado. Solicite uma nova redefinição de senha.');
      }
      account.password = body.password;
      return HttpResponse.json({ message: 'Senha alterada com sucesso.' });
    }),
  ),

  http.post(
    '*/v1/Auth/first-access',
    productRoute(async ({ request }) => {
      const body = await readBody(request, { cnpj: 'string', email: 'string' });
      if (body instanceof Response) return body;
      const document = normalizeDocument(body.cnpj);
      if (!isValidDocument(document)) return fail(400, INVALID_DOCUMENT);
      if (!isValidEmail(body.email)) return fail(400, INVALID_EMAIL);
      if (isDocumentTaken(document)) {
        return fail(
          409,
          'Já existe um acesso cadastrado para este CPF/CNPJ. Use "Esqueceu sua senha?" para recuperar o acesso.',
        );
      }
      db.firstAccess.set(document, body.email.trim());
      return HttpResponse.json({ message: 'Enviamos um link de ativação para o seu e-mail.' });
    }),
  ),
];
