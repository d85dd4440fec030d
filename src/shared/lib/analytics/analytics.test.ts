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

beforeEach(() => window.history.replaceState(null, '', '/'));

afterEach(() => {
  tagScripts().forEach((script) => script.remove());
  delete win.dataLayer;
  delete win.gtag;
  Object.assign(window.history, { pushState, replaceState });
});

describe('analytics without a tag id', () => {
  it('loads, injects and defines nothing', async () => {
    const appendSpy = vi.spyOn(document.head, 'appendChild');
    expect(initAnalytics('  ')).toBe(false);
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
    expect(initAnalytics('G-TESTE123')).toBe(true);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
  };

  it("loads Google's tag and queues js, config (no automatic page view) and the first page view", async () => {
    window.history.replaceState(null, '', '/auth/login?scenario=slow');
    await start();
    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TESTE123');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    const [js, config, pageView, ...rest] = entries();
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-TESTE123', { send_page_view: false }]);
    expect(pageView).toEqual([
      'event',
      'page_view',
      { page_location: `${origin}/auth/login?scenario=slow`, page_title: document.title },
    ]);
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
      `${origin}/auth/login?step=2`,
      `${origin}/dashboard/app`,
    ]);
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
    initAnalytics('G-TESTE123');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tagScripts()).toHaveLength(1);
    expect(entries().filter(([command]) => command === 'config')).toHaveLength(1);
    expect(pageViews()).toHaveLength(1);
  });
});
