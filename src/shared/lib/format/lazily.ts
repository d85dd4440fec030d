/**
 * A value made on first use, then kept. For Intl formatters: the first one made for a locale loads that locale's
 * data (tens of milliseconds on a phone), so a module that makes them as it loads charges every page that imports
 * it (the public site's included) for numbers it may never show.
 */
export const lazily = <T>(make: () => T): (() => T) => {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
};
