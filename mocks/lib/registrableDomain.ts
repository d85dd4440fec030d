/**
 * Takes the place of `tldts` in the demo backend's browser bundle (see vite.config.ts).
 *
 * msw keeps mocked cookies in a tough-cookie jar, and tough-cookie asks tldts for a host's registrable
 * domain ("eTLD+1"). tldts answers from the whole public-suffix list: about 114 KB of gzip, two thirds
 * of the demo backend, for a backend that only ever sets host-only cookies on the host serving the portal.
 * This answers with the host's last two labels, or three under a country's second-level label (com.br…),
 * which is what the list says for every host the demo is served from; `registrableDomain.test.ts` checks
 * that against tldts itself.
 */
const SECOND_LEVEL_LABELS = new Set(['com', 'net', 'org', 'gov', 'edu', 'co', 'ac', 'app', 'dev', 'eco', 'ind', 'inf', 'srv']);
const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[?[\da-f:]+\]?)$/i;

export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IP_ADDRESS.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  const [secondLevel = '', topLevel = ''] = labels.slice(-2);
  const underCountrySecondLevel = topLevel.length === 2 && SECOND_LEVEL_LABELS.has(secondLevel);
  if (underCountrySecondLevel) return labels.length >= 3 ? labels.slice(-3).join('.') : null;
  return labels.slice(-2).join('.');
}
