import { getConfig } from '@/shared/config';

/**
 * Injects the analytics tag only when a tag id is configured (spec §9). The script is served from
 * the portal's own origin (`/analytics/gtag.js` proxied by the web server), because the strict CSP
 * allows scripts from 'self' only.
 */
export const initAnalytics = (doc: Document = document): boolean => {
  const tagId = getConfig().gaTagId.trim();
  if (!tagId || doc.getElementById('analytics-tag')) return false;
  const script = doc.createElement('script');
  script.id = 'analytics-tag';
  script.async = true;
  script.src = `/analytics/gtag.js?id=${encodeURIComponent(tagId)}`;
  doc.head.appendChild(script);
  return true;
};
