/**
 * The access token and the session flags the spec keeps in local storage (spec §4, §7). They mirror the session
 * state, which is the token's one source of truth: the session entity's one storage listener writes them, its
 * start-up reads them once, and its cross-tab listener reads what another tab wrote. Requests never read them; the
 * session lives in memory and storage only carries it to the next start and to the other tabs.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  keepConnected: 'keepConnected',
  sessionExpired: 'sessionExpired',
} as const;

const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode quotas): the session still works in this tab, without the mirror.
  }
};

export const getAccessToken = (): string | null => read(STORAGE_KEYS.accessToken);
export const setAccessToken = (token: string | null): void => write(STORAGE_KEYS.accessToken, token);
export const getKeepConnected = (): boolean => read(STORAGE_KEYS.keepConnected) === 'true';
export const setKeepConnected = (value: boolean): void => write(STORAGE_KEYS.keepConnected, value ? 'true' : null);
export const getSessionExpiredFlag = (): boolean => read(STORAGE_KEYS.sessionExpired) === 'true';
export const setSessionExpiredFlag = (value: boolean): void => write(STORAGE_KEYS.sessionExpired, value ? 'true' : null);
