import type { ThemeColorPreset, ThemeContrast, ThemeMode } from '../model/settingsSlice';

/**
 * The portal's colours, in one place: the brand, the six presets and the fixed shades of each mode and
 * contrast. lib/theme.ts turns them into antd's theme; the antd-free screens get the same values as CSS
 * variables generated from that theme at build time (lib/nativeTokens.ts, build/themeCss.ts).
 */

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

/** The brand's yellow: the logo's bolt, highlights, and the focus ring on dark surfaces. */
export const ACCENT = '#F7A600';

/** Dark blue for hovered links and buttons on light surfaces, and the focus ring there (8:1 on white). */
export const DEEP_BLUE = '#1D4A9C';

export const FONT_FAMILY = "'Rubik', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Status colours (AA on white). antd's dark algorithm derives its dark shades from them. */
export const STATUS_COLORS = {
  warning: '#B26A00',
  success: '#1E7B34',
  error: '#C62828',
  // antd's red derived from #C62828 reads 2.6:1 on dark cards; the one it derives from this seed reaches AA.
  errorDark: '#FF7875',
};

/** Page, header and side bar backgrounds of each mode. */
export const SURFACES: Record<ThemeMode, { layout: string; bar: string }> = {
  light: { layout: '#F5F7FB', bar: '#ffffff' },
  dark: { layout: '#0b0b0b', bar: '#141414' },
};

type ShadeToken = 'colorText' | 'colorTextSecondary' | 'colorTextDescription' | 'colorTextPlaceholder' | 'colorBorder' | 'colorBorderSecondary';

/**
 * Text and border shades over antd's. The default contrast only darkens antd's secondary, description and
 * placeholder text to AA; bold contrast goes further for text and borders and keeps those (never fainter).
 */
export const TEXT_SHADES: Record<ThemeContrast, Record<ThemeMode, Partial<Record<ShadeToken, string>>>> = {
  default: {
    light: { colorTextSecondary: 'rgba(0,0,0,0.68)', colorTextDescription: 'rgba(0,0,0,0.65)', colorTextPlaceholder: 'rgba(0,0,0,0.55)' },
    dark: {
      colorTextSecondary: 'rgba(255,255,255,0.75)',
      colorTextDescription: 'rgba(255,255,255,0.7)',
      colorTextPlaceholder: 'rgba(255,255,255,0.55)',
    },
  },
  bold: {
    light: { colorText: '#000000', colorTextSecondary: '#1f1f1f', colorBorder: '#595959', colorBorderSecondary: '#8c8c8c' },
    dark: { colorText: '#ffffff', colorTextSecondary: '#e6e6e6', colorBorder: '#bfbfbf', colorBorderSecondary: '#8c8c8c' },
  },
};

/** The focus ring of the portal's own controls: dark blue on light surfaces, the accent on dark ones (both ≥ 3:1). */
export const FOCUS_RING: Record<ThemeMode, string> = { light: DEEP_BLUE, dark: ACCENT };
