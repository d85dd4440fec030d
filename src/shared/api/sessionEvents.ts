import { createAction } from '@reduxjs/toolkit';

/** Dispatched by the API client when the session cannot go on; the session slice listens. */
export const sessionEnded = createAction<{ reason: 'expired' | 'logout' }>('session/ended');
/** Dispatched after a refresh stored a new token, so timers can re-arm. */
export const tokenRefreshed = createAction<{ token: string }>('session/tokenRefreshed');
