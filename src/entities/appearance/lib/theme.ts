import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { SettingsState, ThemeColorPreset } from '../model/settingsSlice';

type Preset = { main: string; text: string; textDark: string };

/**
 * Colour presets. `main` fills surfaces and outlines; `text` is the shade used where the colour
 * carries text on white (WCAG AA 4.5:1): the brand blue #3677E0 reaches only 4.3:1 there.
 */
export const COLOR_PRESETS: Record<ThemeColorPreset, Preset> = {
  default: { main: '#3677E0', text: '#2A62C9', textDark: '#7AA7F0' },
  cyan: { main: '#0E8A9E', text: '#0B6E7E', textDark: '#5CC8D8' },
  purple: { main: '#7442D9', text: '#6233C2', textDark: '#B199F0' },
  blue: { main: '#1D5FD6', text: '#1A4FB3', textDark: '#86AEF5' },
  orange: { main: '#D9620F', text: '#B3500C', textDark: '#F5A66B' },
  red: { main: '#D32F2F', text: '#B42626', textDark: '#F28B8B' },
};

export const ACCENT = '#F7A600';
export const FONT_FAMILY = "'Rubik', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** antd theme for the user's settings: mode, contrast and colour preset. */
export const buildThemeConfig = (settings: Pick<SettingsState, 'themeMode' | 'themeContrast' | 'themeColorPresets'>): ThemeConfig => {
  const preset = COLOR_PRESETS[settings.themeColorPresets] ?? COLOR_PRESETS.default;
  const dark = settings.themeMode === 'dark';
  const bold = settings.themeContrast === 'bold';
  const textPrimary = dark ? preset.textDark : preset.text;
  // Filled buttons carry white text in both modes: only the darker shade reaches 4.5:1 under it.
  const buttonPrimary = preset.text;
  return {
    cssVar: { key: 'aurora' },
    hashed: false,
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: preset.main,
      colorLink: textPrimary,
      colorLinkHover: dark ? '#ffffff' : '#1D4A9C',
      colorPrimaryText: textPrimary,
      colorInfo: preset.main,
      colorWarning: '#B26A00',
      colorSuccess: '#1E7B34',
      // antd's derived dark red reads 2.6:1 on dark cards; this one reaches AA.
      colorError: dark ? '#FF7875' : '#C62828',
      fontFamily: FONT_FAMILY,
      borderRadius: 8,
      ...(bold
        ? {
            colorText: dark ? '#ffffff' : '#000000',
            colorTextSecondary: dark ? '#e6e6e6' : '#1f1f1f',
            colorBorder: dark ? '#bfbfbf' : '#595959',
            colorBorderSecondary: dark ? '#8c8c8c' : '#8c8c8c',
          }
        : {
            colorTextSecondary: dark ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.68)',
            colorTextDescription: dark ? 'rgba(255,255,255,0.7)' : 'rgba(0,0,0,0.65)',
            colorTextPlaceholder: dark ? 'rgba(255,255,255,0.55)' : 'rgba(0,0,0,0.55)',
          }),
    },
    components: {
      Button: { colorPrimary: buttonPrimary, colorPrimaryHover: dark ? preset.text : '#1D4A9C', primaryShadow: 'none' },
      Menu: { itemSelectedColor: textPrimary, horizontalItemSelectedColor: textPrimary },
      Tabs: { itemSelectedColor: textPrimary, inkBarColor: preset.main },
      Layout: { headerBg: dark ? '#141414' : '#ffffff', bodyBg: dark ? '#0b0b0b' : '#F5F7FB', siderBg: dark ? '#141414' : '#ffffff' },
    },
  };
};
