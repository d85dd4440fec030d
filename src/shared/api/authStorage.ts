/** The access token and the session flags the spec keeps in local storage (spec §4, §7). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  keepConnected: 'keepConnected',
  sessionExpired: 'sessionExpired',
  returnTo: 'returnTo',
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
    // Storage can be unavailable (private mode quotas); the session then lives in memory only.
  }
};

export const getAccessToken = (): string | null => read(STORAGE_KEYS.accessToken);
export const setAccessToken = (token: string): void => write(STORAGE_KEYS.accessToken, token);
export const clearAccessToken = (): void => write(STORAGE_KEYS.accessToken, null);

export const getKeepConnected = (): boolean => read(STORAGE_KEYS.keepConnected) === 'true';
export const setKeepConnected = (value: boolean): void => write(STORAGE_KEYS.keepConnected, value ? 'true' : null);

export const getSessionExpiredFlag = (): boolean => read(STORAGE_KEYS.sessionExpired) === 'true';
export const setSessionExpiredFlag = (value: boolean): void => write(STORAGE_KEYS.sessionExpired, value ? 'true' : null);

/** Reads the flag once: the login screen shows the notice a single time. */
export const consumeSessionExpiredFlag = (): boolean => {
  const flagged = getSessionExpiredFlag();
  if (flagged) setSessionExpiredFlag(false);
  return flagged;
};
