import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The one error shape screens show (spec §8). */
export type ApiError = { status: number | string; message: string; data?: unknown };

export const MESSAGES = {
  tooManyRequests: 'Tente novamente mais tarde.',
  internal: 'Tivemos um problema interno. Por favor, tente novamente mais tarde.',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
} as const;

const bodyText = (data: unknown): string | null => {
  if (typeof data === 'string') return data.trim() || null;
  if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    for (const key of ['message', 'title', 'error', 'detail']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
};

/** 409 → server text, 429 and 500 → fixed texts, anything else → the body passed through. */
export const mapApiError = (error: FetchBaseQueryError): ApiError => {
  const { status } = error;
  const data = 'data' in error ? error.data : undefined;
  if (status === 429) return { status, message: MESSAGES.tooManyRequests, data };
  if (status === 500) return { status, message: MESSAGES.internal, data };
  if (status === 409) return { status, message: bodyText(data) ?? MESSAGES.internal, data };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { status, message: MESSAGES.network };
  if (status === 'PARSING_ERROR') return { status: error.originalStatus, message: bodyText(error.data) ?? MESSAGES.internal, data: error.data };
  return { status, message: bodyText(data) ?? MESSAGES.internal, data };
};

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'status' in value && 'message' in value;

/** Message of whatever a mutation's unwrap() threw, for alerts and toasts. */
export const errorMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;
