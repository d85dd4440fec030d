import { trackPageViews } from './pageViews';

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Google's tag host: deployers add it to the CSP when they turn analytics on (README, deploy/nginx.conf). */
const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';

/**
 * The standard gtag.js snippet, plus one `page_view` per route change: `send_page_view: false` stops the
 * tag's own page view, so the first one comes from `trackPageViews` like every later one. Runs once per page.
 */
export const startGtag = (tagId: string, win: AnalyticsWindow = window): void => {
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
  trackPageViews(() => gtag('event', 'page_view', { page_location: win.location.href, page_title: win.document.title }), win);
};
