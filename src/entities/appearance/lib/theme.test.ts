// @vitest-environment node
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { COLOR_PRESETS } from '../config/palette';
import { buildThemeConfig } from './theme';

/** WCAG 2.x contrast ratio of two #RRGGBB colours. */
const contrast = (a: string, b: string) => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('theme', () => {
  it.each(Object.keys(COLOR_PRESETS) as (keyof typeof COLOR_PRESETS)[])(
    "white text on the %s preset's primary button reaches AA (4.5:1) in light and dark mode",
    (preset) => {
      for (const themeMode of ['light', 'dark'] as const) {
        const config = buildThemeConfig({ themeMode, themeContrast: 'default', themeColorPresets: preset });
        const fill = config.components?.Button?.colorPrimary as string;
        expect(contrast('#ffffff', fill), `${preset} ${themeMode}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(['light', 'dark'] as const)('bold contrast in %s mode never makes hints or placeholders fainter than the default', (themeMode) => {
    const token = (themeContrast: 'default' | 'bold') =>
      theme.getDesignToken(buildThemeConfig({ themeMode, themeContrast, themeColorPresets: 'default' }));
    for (const name of ['colorTextPlaceholder', 'colorTextDescription'] as const) {
      expect(token('bold')[name], name).toBe(token('default')[name]);
    }
    expect(token('bold').colorText).not.toBe(token('default').colorText);
  });
});
