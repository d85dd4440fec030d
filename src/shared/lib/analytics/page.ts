/** The route pattern a path belongs to (`/auth/verify/a@b.com` → `/auth/verify/:email`). */
export type PatternOf = (pathname: string) => string;

/** What the tag is told about a page: its route pattern, never the e-mail, code, document, id or query in its URL. */
export type PageFields = { page_location: string; page_referrer: string; page_title: string };

/**
 * Where the visitor came from, reduced as the page itself is: this site's pages by their pattern, another site by
 * its origin alone (a webmail's address may carry the visitor's e-mail). Empty when there is no referrer.
 */
export const referrerOf = (referrer: string, win: Window, patternOf: PatternOf): string => {
  // document.referrer is an absolute URL or empty.
  if (!referrer) return '';
  const from = new URL(referrer);
  return from.origin === win.location.origin ? `${from.origin}${patternOf(from.pathname)}` : `${from.origin}/`;
};
