/**
 * Calls `onPageView` for the current page and again each time the path or query changes, whatever changes
 * it: a link, a redirect (`<Navigate>`), back and forward. React Router moves through `history.pushState` and
 * `replaceState`, which fire no event, so both are wrapped (as gtag's own history-change measurement does);
 * back and forward fire `popstate`. A replace that keeps the URL (state only) is not a new page.
 */
export const trackPageViews = (onPageView: () => void, win: Window = window): void => {
  let current = '';
  const check = () => {
    const page = win.location.pathname + win.location.search;
    if (page === current) return;
    current = page;
    onPageView();
  };
  const { history } = win;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      check();
    };
  }
  win.addEventListener('popstate', check);
  check();
};
