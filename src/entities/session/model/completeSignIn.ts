import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { MFA_CODE_TTL_MS } from '@/shared/config';
import { readLastUnit } from '../lib/tabStorage';
import { mfaRequested, sessionStarted, type SessionStart } from './sessionSlice';

type SessionThunk = ThunkAction<void, unknown, unknown, UnknownAction>;

/**
 * A sign-in answered with a token (login or code): the session starts on the unit this customer used
 * last on this device (the first unit when none). The guest guard then lands on the remembered page,
 * else the app home.
 */
export const completeSignIn =
  (start: Omit<SessionStart, 'preferredAssetId'>): SessionThunk =>
  (dispatch) =>
    void dispatch(sessionStarted({ ...start, preferredAssetId: readLastUnit(start.user) }));

/** The login asked for the e-mailed code: the step, with the keep-connected choice, waits in the session. */
export const codeStepStarted = (email: string, keepConnected: boolean, now: number = Date.now()) =>
  mfaRequested({ email, keepConnected, sentAt: now, expiresAt: now + MFA_CODE_TTL_MS });
