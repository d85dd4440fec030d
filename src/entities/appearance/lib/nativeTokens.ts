import { theme as antdTheme, type GlobalToken } from 'antd';
import { BRAND_COLORS, FOCUS_RING, SITE_COLORS } from '../config/palette';
import type { ThemeColorPreset, ThemeContrast, ThemeMode } from '../model/settingsSlice';
import { buildThemeConfig, type ThemeSettings } from './theme';

/**
 * Where each CSS variable of the antd-free kit (public site, auth screens) takes its value:
 * - `token`: antd's design token for the settings (`theme.getDesignToken`);
 * - `button`: the token as antd's Button sees it (the theme's Button overrides on top);
 * - `focus`: the portal's own focus ring, which antd has no token for.
 * Names keep the kit's stylesheets as they are: `--field-*` for the controls, `--auth-*` for the auth card.
 */
type StringToken = { [K in keyof GlobalToken]-?: GlobalToken[K] extends string ? K : never }[keyof GlobalToken];
type Source = { token: StringToken } | { button: 'colorPrimary' | 'colorPrimaryHover' } | { focus: true };

export const NATIVE_TOKEN_SOURCES = {
  '--field-bg': { token: 'colorBgContainer' },
  '--field-bg-elevated': { token: 'colorBgElevated' },
  '--field-text': { token: 'colorText' },
  '--field-description': { token: 'colorTextDescription' },
  '--field-placeholder': { token: 'colorTextPlaceholder' },
  '--field-disabled': { token: 'colorTextDisabled' },
  '--field-border': { token: 'colorBorder' },
  '--field-hover-bg': { token: 'colorFillSecondary' },
  '--field-accent': { token: 'colorPrimary' },
  '--field-accent-hover': { token: 'colorPrimaryHover' },
  '--field-ring': { token: 'controlOutline' },
  '--field-primary': { button: 'colorPrimary' },
  '--field-primary-hover': { button: 'colorPrimaryHover' },
  '--field-primary-text': { token: 'colorTextLightSolid' },
  '--field-link': { token: 'colorLink' },
  '--field-link-hover': { token: 'colorLinkHover' },
  '--field-error': { token: 'colorError' },
  '--field-error-ring': { token: 'colorErrorOutline' },
  '--field-error-bg': { token: 'colorErrorBg' },
  '--field-error-border': { token: 'colorErrorBorder' },
  '--field-info-bg': { token: 'colorInfoBg' },
  '--field-info-border': { token: 'colorInfoBorder' },
  '--field-info-icon': { token: 'colorInfo' },
  '--field-success': { token: 'colorSuccess' },
  '--field-warning': { token: 'colorWarning' },
  '--field-mask': { token: 'colorBgMask' },
  '--field-shadow': { token: 'boxShadowSecondary' },
  '--auth-bg': { token: 'colorBgContainer' },
  '--auth-text': { token: 'colorText' },
  '--auth-text-secondary': { token: 'colorTextSecondary' },
  '--auth-divider': { token: 'colorSplit' },
  '--auth-link': { token: 'colorLink' },
  '--auth-link-hover': { token: 'colorLinkHover' },
  '--auth-focus': { focus: true },
} as const satisfies Record<string, Source>;

type NativeTokenName = keyof typeof NATIVE_TOKEN_SOURCES;

const MODES: readonly ThemeMode[] = ['light', 'dark'];
const CONTRASTS: readonly ThemeContrast[] = ['default', 'bold'];
const PRESETS: readonly ThemeColorPreset[] = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'];

/** Every theme a visitor can choose: 2 modes × 2 contrasts × 6 presets, the default one first. */
export const THEME_VARIANTS: readonly ThemeSettings[] = MODES.flatMap((themeMode) =>
  CONTRASTS.flatMap((themeContrast) => PRESETS.map((themeColorPresets) => ({ themeMode, themeContrast, themeColorPresets }))),
);

/** The kit's variables for one theme, read from antd's design token for that theme. */
export const nativeTokenValues = (settings: ThemeSettings): Record<NativeTokenName, string> => {
  const config = buildThemeConfig(settings);
  const token = antdTheme.getDesignToken(config);
  const button = { ...token, ...config.components?.Button };
  const read = (source: Source): string => {
    const value = 'token' in source ? token[source.token] : 'button' in source ? button[source.button] : FOCUS_RING[settings.themeMode];
    // Values are CSS: antd's multi-line shadows are written on one line.
    return String(value).replace(/\s+/g, ' ').trim();
  };
  return Object.fromEntries(
    Object.entries(NATIVE_TOKEN_SOURCES).map(([name, source]) => [name, read(source)]),
  ) as Record<NativeTokenName, string>;
};

/**
 * The `--aurora-*` variables, straight from the palette: the brand's fixed colours, its gradient, the public
 * site's shades of the mode and the focus ring of the mode.
 */
export const auroraTokenValues = (settings: ThemeSettings): Record<string, string> => ({
  ...BRAND_COLORS,
  '--aurora-gradient': 'linear-gradient(135deg, var(--aurora-brand) 0%, var(--aurora-teal) 60%, var(--aurora-green) 100%)',
  ...SITE_COLORS[settings.themeMode],
  '--aurora-focus': FOCUS_RING[settings.themeMode],
});
