import type { Action, DevToolsEnhancerOptions, StoreEnhancer } from '@reduxjs/toolkit';
import { isSealed } from '@/shared/api';

/** What Redux DevTools shows in place of a token, and of a sealed request body (what a person typed). */
export const TOKEN_MARK = '‹token›';
export const SEALED_MARK = '‹oculto›';

// A JWT's first segment is base64url JSON, so it starts `eyJ` ('{"').
const JWT = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/;
const TOKEN_KEYS = new Set(['token', 'accessToken', 'refreshToken']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The one place what DevTools records is redacted: a token anywhere (by its shape, or under a token key) becomes
 * `‹token›`, a sealed body `‹oculto›`. Secrets typed into forms never reach the store at all (they travel sealed);
 * this keeps the session's token, which the store does hold, off a QA screen share.
 */
const redact = (value: unknown, key?: string): unknown => {
  if (isSealed(value)) return SEALED_MARK;
  if (typeof value === 'string') return JWT.test(value) || (key !== undefined && TOKEN_KEYS.has(key)) ? TOKEN_MARK : value;
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, redact(item, name)]));
  return value;
};

export const actionSanitizer = <A extends Action>(action: A): A => redact(action) as A;
export const stateSanitizer = <S>(state: S): S => redact(state) as S;

type ExtensionCompose = (options: DevToolsEnhancerOptions) => (...enhancers: StoreEnhancer[]) => StoreEnhancer;

/**
 * The Redux DevTools extension's enhancer with the sanitizers, or undefined without the extension. Its hook is read
 * when a store is made (the toolkit's own `devTools` option reads it once, when the toolkit loads): a store always
 * sees the extension the page has now. It goes innermost, so it records what reaches the reducer.
 */
export const devToolsEnhancer = (): StoreEnhancer | undefined =>
  (globalThis as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: ExtensionCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__?.({
    name: 'Aurora Portal',
    actionSanitizer,
    stateSanitizer,
  })();
