import { referrerOf, type PageFields, type PatternOf } from './page';
import { trackPageViews } from './pageViews';

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Google's tag host: deployers add it to the CSP when they turn analytics on (docs/deploying.md, deploy/nginx.conf). */
const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';

/**
 * The standard gtag.js snippet, plus one `page_view` per route change: `send_page_view: false` stops the
 * tag's own page view, so the first one comes from `trackPageViews` like every later one. Each page is `set`
 * before its page view, so whatever the tag sends on its own (engagement, scrolls) names the route pattern too,
 * not the address bar. Runs once per page.
 */
export const startGtag = (tagId: string, patternOf: PatternOf, win: AnalyticsWindow = window): void => {
  if (win.gtag) return;
  const dataLayer = (win.dataLayer ??= []);
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads each entry as an `arguments` object; an array would be taken for a plain data push
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', tagId, { send_page_view: false });

  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_HOST}/gtag/js?id=${encodeURIComponent(tagId)}`;
  win.document.head.appendChild(script);

  const { gtag } = win;
  let referrer = referrerOf(win.document.referrer, win, patternOf);
  trackPageViews(() => {
    const page: PageFields = {
      page_location: `${win.location.origin}${patternOf(win.location.pathname)}`,
      page_referrer: referrer,
      page_title: win.document.title,
    };
    gtag('set', page);
    gtag('event', 'page_view', page);
    referrer = page.page_location;
  }, win);
};
