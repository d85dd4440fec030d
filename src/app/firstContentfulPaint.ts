const paintTimingSupported = (): boolean =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * Resolves at the page's first contentful paint (text or an image on screen), or after `ms` when none
 * is reported: a tab opened in the background paints nothing until it is shown, and a browser without
 * paint timing reports nothing at all.
 */
export const firstContentfulPaint = (ms = 1500): Promise<void> =>
  new Promise((resolve) => {
    // Both callbacks below run later, once `observer` and `timer` exist.
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const observer = paintTimingSupported()
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
        })
      : undefined;
    // `buffered`: a paint that happened before this call counts too.
    observer?.observe({ type: 'paint', buffered: true });
  });
