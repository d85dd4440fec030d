import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig, setConfig } from '@/shared/config';
import { initAnalytics } from './analytics';

afterEach(() => {
  resetConfig();
  document.getElementById('analytics-tag')?.remove();
});

describe('analytics tag', () => {
  it('is not injected without a configured tag id', () => {
    setConfig({ gaTagId: '' });
    expect(initAnalytics()).toBe(false);
    expect(document.querySelector('script#analytics-tag')).toBeNull();
  });

  it('is injected once, from the own origin, when a tag id is configured', () => {
    setConfig({ gaTagId: 'G-TESTE123' });
    expect(initAnalytics()).toBe(true);
    expect(initAnalytics()).toBe(false);
    const scripts = document.querySelectorAll('script#analytics-tag');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).getAttribute('src')).toBe('/analytics/gtag.js?id=G-TESTE123');
  });
});
