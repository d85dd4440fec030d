import { PATHS } from '@/shared/config';

const KEY = 'returnTo';

/** Only dashboard paths are remembered: never an external or auth URL. */
const isSafeReturnPath = (path: string): boolean =>
  path.startsWith(`${PATHS.dashboard.root}/`) && !path.startsWith('//') && !path.includes('://');

export const rememberReturnPath = (path: string): void => {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Without storage the user simply lands on the default page.
  }
};

/** Reads and forgets the remembered path. */
export const takeReturnPath = (): string | null => {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
};

export const peekReturnPath = (): string | null => {
  try {
    const path = sessionStorage.getItem(KEY);
    return path && isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
};
