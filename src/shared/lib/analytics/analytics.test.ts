import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initAnalytics } from './analytics';

type AnalyticsWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const win = window as AnalyticsWindow;
const { pushState, replaceState } = window.history;
const { origin } = window.location;
const tagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');
/** Each gtag() call as a plain array: [command, ...arguments]. */
const entries = () => (win.dataLayer ?? []).map((entry) => Array.from(entry));
const pageViews = () => entries().filter(([command, name]) => command === 'event' && name === 'page_view');
/** A stand-in for the app's route table: the three pages with values in their URL, and every other path as is. */
const patternOf = (pathname: string) =>
  pathname
    .replace(/^\/auth\/new-password\/[^/]+\/[^/]+$/, '/auth/new-password/:email/:code')
    .replace(/^\/auth\/verify\/[^/]+$/, '/auth/verify/:email')
    .replace(/^\/dashboard\/user\/[^/]+\/edit$/, '/dashboard/user/:id/edit');

beforeEach(() => window.history.replaceState(null, '', '/'));

afterEach(() => {
  tagScripts().forEach((script) => script.remove());
  delete win.dataLayer;
  delete win.gtag;
  Object.assign(window.history, { pushState, replaceState });
  // Back to jsdom's own (empty) referrer where a test set one.
  Reflect.deleteProperty(document, 'referrer');
});

describe('analytics without a tag id', () => {
  it('loads, injects and defines nothing', async () => {
    const appendSpy = vi.spyOn(document.head, 'appendChild');
    expect(initAnalytics('  ', patternOf)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appendSpy).not.toHaveBeenCalled();
    expect(tagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
    expect(win.gtag).toBeUndefined();
    expect(window.history.pushState).toBe(pushState);
  });
});

describe('analytics with a tag id', () => {
  const start = async () => {
    expect(initAnalytics('G-TESTE123', patternOf)).toBe(true);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
  };

  it("loads Google's tag and queues js, config (no automatic page view), the first page and its page view", async () => {
    window.history.replaceState(null, '', '/auth/login?scenario=slow');
    await start();
    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TESTE123');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    const [js, config, set, pageView, ...rest] = entries();
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-TESTE123', { send_page_view: false }]);
    // The page by its route, without the query; `set` first, so what the tag sends on its own names it too.
    const page = { page_location: `${origin}/auth/login`, page_referrer: '', page_title: document.title };
    expect(set).toEqual(['set', page]);
    expect(pageView).toEqual(['event', 'page_view', page]);
    expect(rest).toEqual([]);
    // gtag.js needs `arguments` objects in the data layer, not arrays.
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('sends one page view per route change and none when the URL stays', async () => {
    await start();
    window.history.pushState(null, '', '/auth/login');
    window.history.replaceState({ key: 'same page' }, '', '/auth/login');
    window.history.pushState(null, '', '/auth/login?step=2');
    window.history.replaceState(null, '', '/dashboard/app');
    expect(pageViews().map(([, , params]) => (params as { page_location: string }).page_location)).toEqual([
      `${origin}/`,
      `${origin}/auth/login`,
      `${origin}/auth/login`,
      `${origin}/dashboard/app`,
    ]);
  });

  it('sends each page as its route pattern: no e-mail, code, id or query string reaches the tag', async () => {
    await start();
    window.history.pushState(null, '', '/auth/new-password/carlos.lima%40exemplo.com.br/918273?utm_source=email');
    window.history.pushState(null, '', '/auth/verify/c***%40exemplo.com.br');
    window.history.pushState(null, '', '/dashboard/user/usr-7f3a/edit?documento=52998224725#dados');
    const pages = pageViews().map(([, , params]) => params as Record<string, string>);
    expect(pages.map((page) => [page.page_location, page.page_referrer])).toEqual([
      [`${origin}/`, ''],
      [`${origin}/auth/new-password/:email/:code`, `${origin}/`],
      [`${origin}/auth/verify/:email`, `${origin}/auth/new-password/:email/:code`],
      [`${origin}/dashboard/user/:id/edit`, `${origin}/auth/verify/:email`],
    ]);
    const handedOver = JSON.stringify(entries());
    for (const secret of ['carlos', 'exemplo', '918273', 'usr-7f3a', '52998224725', 'utm_source', 'documento', '?', '#']) {
      expect(handedOver).not.toContain(secret);
    }
  });

  it('names where the visitor came from without its path: another site by its origin, this site by its pattern', async () => {
    const referrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });
    referrer('https://webmail.exemplo.net/caixa?conta=carlos.lima%40exemplo.com.br');
    await start();
    expect(pageViews()[0]?.[2]).toMatchObject({ page_referrer: 'https://webmail.exemplo.net/' });
    delete win.gtag;
    delete win.dataLayer;
    referrer(`${origin}/auth/verify/c***%40exemplo.com.br?x=1`);
    await start();
    expect(pageViews()[0]?.[2]).toMatchObject({ page_referrer: `${origin}/auth/verify/:email` });
  });

  it('counts back and forward as route changes', async () => {
    await start();
    window.history.pushState(null, '', '/cookies');
    window.history.back();
    await vi.waitFor(() => expect(pageViews()).toHaveLength(3));
    expect(pageViews()[2]?.[2]).toMatchObject({ page_location: `${origin}/` });
  });

  it('starts once even when asked twice', async () => {
    await start();
    initAnalytics('G-TESTE123', patternOf);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tagScripts()).toHaveLength(1);
    expect(entries().filter(([command]) => command === 'config')).toHaveLength(1);
    expect(pageViews()).toHaveLength(1);
  });
});
