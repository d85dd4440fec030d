import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { buildTimeConfig, type AppConfig } from '@/shared/config';

/**
 * What the API layer takes from the app's start, handed to the store as its thunks' extra argument (makeStore): the
 * runtime configuration, and a promise that holds every call until the backend can answer (the demo backend's
 * service worker starts after the first paint; it settles either way).
 */
export type ApiContext = { config: AppConfig; backendReady: Promise<unknown> };

/** A store made without a start (the build's prerender, unit tests): the build's values, nothing to wait for. */
export const buildTimeApiContext: ApiContext = Object.freeze({ config: buildTimeConfig, backendReady: Promise.resolve() });

export const apiContextOf = ({ extra }: Pick<BaseQueryApi, 'extra'>): ApiContext => (extra as ApiContext | undefined) ?? buildTimeApiContext;

