import { theme as antdTheme, type ThemeConfig } from 'antd';
import { COLOR_PRESETS, DEEP_BLUE, FONT_FAMILY, STATUS_COLORS, SURFACES, TEXT_SHADES } from '../config/palette';
import type { SettingsState, ThemeMode } from '../model/settingsSlice';

/** What a theme is built from: the mode drawn (chosen or the device's), the contrast and the colour preset. */
export type ThemeSettings = Pick<SettingsState, 'themeContrast' | 'themeColorPresets'> & { themeMode: ThemeMode };

/**
 * antd puts the theme's CSS variables (`--ant-color-primary`…) on the elements carrying this class: every
 * antd component, and the customer area's frame, so its own stylesheets read them too.
 */
export const ANTD_CSS_VAR_CLASS = 'aurora';

/** antd theme for the user's settings: mode, contrast and colour preset. */
export const buildThemeConfig = (settings: ThemeSettings): ThemeConfig => {
  const preset = COLOR_PRESETS[settings.themeColorPresets] ?? COLOR_PRESETS.default;
  const mode = settings.themeMode === 'dark' ? 'dark' : 'light';
  const dark = mode === 'dark';
  const textPrimary = dark ? preset.textDark : preset.text;
  // Filled buttons carry white text in both modes: only the darker shade reaches 4.5:1 under it.
  const buttonPrimary = preset.text;
  const surfaces = SURFACES[mode];
  return {
    cssVar: { key: ANTD_CSS_VAR_CLASS },
    hashed: false,
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: preset.main,
      colorLink: textPrimary,
      colorLinkHover: dark ? '#ffffff' : DEEP_BLUE,
      colorPrimaryText: textPrimary,
      colorInfo: preset.main,
      colorWarning: STATUS_COLORS.warning,
      colorSuccess: STATUS_COLORS.success,
      colorError: dark ? STATUS_COLORS.errorDark : STATUS_COLORS.error,
      fontFamily: FONT_FAMILY,
      borderRadius: 8,
      ...TEXT_SHADES.default[mode],
      ...(settings.themeContrast === 'bold' ? TEXT_SHADES.bold[mode] : {}),
    },
    components: {
      Button: { colorPrimary: buttonPrimary, colorPrimaryHover: dark ? preset.text : DEEP_BLUE, primaryShadow: 'none' },
      Menu: { itemSelectedColor: textPrimary, horizontalItemSelectedColor: textPrimary },
      Tabs: { itemSelectedColor: textPrimary, inkBarColor: preset.main },
      Layout: { headerBg: surfaces.bar, bodyBg: surfaces.layout, siderBg: surfaces.bar },
    },
  };
};
