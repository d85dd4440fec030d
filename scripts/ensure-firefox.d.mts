/** Debian's Firefox ESR (or `FIREFOX_PATH`). */
export const FIREFOX: string;
/** Installs what is missing with apt; returns the browser's path. */
export const ensureFirefox: () => string;
