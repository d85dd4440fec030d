// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorMessage, mapApiError, MESSAGES } from './errors';

describe('error catalogue (spec §8) — HTTP rows', () => {
  it('HTTP 409: the server text is the message', () => {
    expect(mapApiError({ status: 409, data: { message: 'Já existe um acesso cadastrado.' } }).message).toBe('Já existe um acesso cadastrado.');
    expect(mapApiError({ status: 409, data: 'Conflito de dados' }).message).toBe('Conflito de dados');
  });

  it("HTTP 429: 'Tente novamente mais tarde.'", () => {
    expect(mapApiError({ status: 429, data: { message: 'Too Many Requests' } }).message).toBe('Tente novamente mais tarde.');
    expect(MESSAGES.tooManyRequests).toBe('Tente novamente mais tarde.');
  });

  it("HTTP 500: 'Tivemos um problema interno. Por favor, tente novamente mais tarde.'", () => {
    expect(mapApiError({ status: 500, data: { message: 'boom' } }).message).toBe(
      'Tivemos um problema interno. Por favor, tente novamente mais tarde.',
    );
  });

  it('other errors: the response body is passed through', () => {
    const body = { message: 'CPF/CNPJ ou senha inválidos.', code: 'AUTH' };
    const mapped = mapApiError({ status: 401, data: body });
    expect(mapped).toEqual({ status: 401, message: 'CPF/CNPJ ou senha inválidos.', data: body });
    expect(mapApiError({ status: 400, data: 'Requisição inválida' }).message).toBe('Requisição inválida');
  });

  it('network failures get a pt-BR message instead of a raw TypeError', () => {
    expect(mapApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe(MESSAGES.network);
  });

  it('errorMessage falls back when the thrown value is not an API error', () => {
    expect(errorMessage(new Error('x'), 'Erro ao enviar dados.')).toBe('Erro ao enviar dados.');
    expect(errorMessage({ status: 409, message: 'Conflito' }, 'fallback')).toBe('Conflito');
  });
});
