/**
 * Starts Google Analytics (spec §9) only when a tag id (config.json's `gaTagId`) is given: without one nothing is
 * loaded, injected or defined. The tag's code (`gtag.ts`) is its own chunk, so portals without analytics never
 * download it. Returns whether a tag id is given.
 */
export const initAnalytics = (gaTagId: string): boolean => {
  const tagId = gaTagId.trim();
  if (!tagId) return false;
  void import('./gtag').then(({ startGtag }) => startGtag(tagId));
  return true;
};
