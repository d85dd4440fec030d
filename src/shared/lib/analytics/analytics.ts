import type { PatternOf } from './page';

/**
 * Starts Google Analytics (spec §9) only when a tag id (config.json's `gaTagId`) is given: without one nothing is
 * loaded, injected or defined. The tag's code (`gtag.ts`) is its own chunk, so portals without analytics never
 * download it. `patternOf` names the route a path belongs to (`/auth/verify/:email`): the tag gets that, never the
 * path itself. Returns whether a tag id is given.
 */
export const initAnalytics = (gaTagId: string, patternOf: PatternOf): boolean => {
  const tagId = gaTagId.trim();
  if (!tagId) return false;
  void import('./gtag').then(({ startGtag }) => startGtag(tagId, patternOf));
  return true;
};
