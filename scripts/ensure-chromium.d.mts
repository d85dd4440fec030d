/** Debian's full Chromium (or `CHROME_PATH`). */
export const CHROMIUM: string;
/** Debian's Chromium headless shell. */
export const HEADLESS_SHELL: string;
/** Launch flags that work on these machines. */
export const CHROMIUM_FLAGS: string[];
/** Installs what is missing with apt; returns the full browser's path. */
export const ensureChromium: () => string;
