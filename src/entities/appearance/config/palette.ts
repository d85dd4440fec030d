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
const ACCENT = '#F7A600';

/** Dark blue for hovered links and buttons on light surfaces, and the focus ring there (8:1 on white). */
export const DEEP_BLUE = '#1D4A9C';

export const FONT_FAMILY = "'Rubik', 'Rubik Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

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

/**
 * The brand's fixed colours as `--aurora-*` CSS variables (every screen, every theme): the gradient's three
 * stops, the accent and what sits on it, and the deep blues of the home and legal heroes and the footer.
 */
export const BRAND_COLORS = {
  '--aurora-brand': COLOR_PRESETS.default.main,
  '--aurora-brand-text': COLOR_PRESETS.default.text,
  '--aurora-brand-text-dark': COLOR_PRESETS.default.textDark,
  '--aurora-brand-tint': '#9CC0F5',
  '--aurora-deep-blue': DEEP_BLUE,
  '--aurora-teal': '#1F9F8A',
  '--aurora-green': '#3FB950',
  '--aurora-accent': ACCENT,
  '--aurora-accent-hover': '#FFB81F',
  '--aurora-accent-light': '#F7C25A',
  '--aurora-on-accent': '#1A1300',
  '--aurora-white': '#FFFFFF',
  '--aurora-black': '#000000',
  // Shadows: the site's ink and a navy for cards floating over the hero.
  '--aurora-ink': '#0F1B2D',
  '--aurora-navy': '#081E4B',
  '--aurora-card-shadow': '#091E42',
  // The home and legal heroes: a deep blue under glows of sky, green, violet and the brand.
  '--aurora-hero': '#0D3A8A',
  '--aurora-hero-top': '#123F91',
  '--aurora-hero-bottom': '#0B2F6E',
  '--aurora-hero-mint': '#7EE0A1',
  // The glows are gradient stops: written as sRGB colours, gradients blend them as they always did (a colour-mix()
  // stop would move the blend to Oklab).
  '--aurora-hero-glow-sky': 'rgba(56, 189, 248, 0.38)',
  '--aurora-hero-glow-green': 'rgba(63, 185, 80, 0.36)',
  '--aurora-hero-glow-violet': 'rgba(124, 92, 246, 0.3)',
  '--aurora-hero-glow-brand': 'rgba(54, 119, 224, 0.5)',
  '--aurora-hero-sheen': 'rgba(255, 255, 255, 0.03)',
  '--aurora-hero-shade': 'rgba(0, 0, 0, 0.2)',
  '--aurora-legal-glow-sky': 'rgba(56, 189, 248, 0.35)',
  '--aurora-legal-glow-green': 'rgba(63, 185, 80, 0.3)',
  '--aurora-shimmer': 'rgba(255, 255, 255, 0.12)',
  '--aurora-shimmer-peak': 'rgba(255, 255, 255, 0.24)',
  '--aurora-hero-soft-text': '#DBE6F7',
  '--aurora-hero-lead-text': '#EEF3FB',
  '--aurora-footer': '#0B1F3F',
  '--aurora-footer-text': '#E6EDF7',
  '--aurora-footer-muted': '#C3CFE0',
  '--aurora-footer-icon': '#8FB4EF',
  // The notice the home shows when the content service is down.
  '--aurora-notice-bg': '#FFF4D6',
  '--aurora-notice-text': '#3D2A00',
  '--aurora-notice-border': '#F2C96B',
  '--aurora-notice-icon': '#8A5A00',
  // A search match and its text, the border of the PIX code box (antd's gold-3, gray-10 and gray-7, in both
  // modes); the text is also the colour of the page shown when the app cannot start.
  '--aurora-highlight': '#FFE58F',
  '--aurora-near-black': '#1F1F1F',
  '--aurora-code-border': '#8C8C8C',
} as const;

/**
 * The public site's and the status pages' shades of each mode: they follow light and dark only (not the
 * presets nor bold contrast), and keep the brand blue.
 */
export const SITE_COLORS: Record<ThemeMode, Record<`--aurora-site-${string}`, string>> = {
  light: {
    '--aurora-site-bar': '#FFFFFF',
    '--aurora-site-card': '#FFFFFF',
    '--aurora-site-field': '#FFFFFF',
    '--aurora-site-text': '#0F1B2D',
    '--aurora-site-muted': '#4A5568',
    '--aurora-site-faint': '#4B5563',
    '--aurora-site-link': COLOR_PRESETS.default.text,
    '--aurora-site-primary': COLOR_PRESETS.default.text,
    '--aurora-site-border': '#C5CFDD',
    '--aurora-site-line': 'rgba(15, 27, 45, 0.1)',
    '--aurora-site-soft': '#EEF4FD',
    '--aurora-site-error': '#B42318',
    '--aurora-site-success': STATUS_COLORS.success,
  },
  dark: {
    '--aurora-site-bar': '#0D1117',
    '--aurora-site-card': '#161B22',
    '--aurora-site-field': '#0D1117',
    '--aurora-site-text': '#F0F3F8',
    '--aurora-site-muted': '#B4BFCD',
    '--aurora-site-faint': '#C9D1D9',
    '--aurora-site-link': '#9CC0F5',
    '--aurora-site-primary': '#5A92EA',
    '--aurora-site-border': '#47536A',
    '--aurora-site-line': 'rgba(255, 255, 255, 0.12)',
    '--aurora-site-soft': '#1D2A40',
    '--aurora-site-error': '#FF9A8F',
    '--aurora-site-success': '#6FD08A',
  },
};
