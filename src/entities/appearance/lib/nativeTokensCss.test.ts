// @vitest-environment node
import { readFileSync } from 'node:fs';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { themeCss, NATIVE_TOKENS_MODULE } from '../../../../build/themeCss';
import { BRAND_COLORS, FOCUS_RING, SITE_COLORS } from '../config/palette';
import { auroraTokenValues, NATIVE_TOKEN_SOURCES, THEME_VARIANTS } from './nativeTokens';
import { nativeTokensCss } from './nativeTokensCss';
import { buildThemeConfig, type ThemeSettings } from './theme';

/** The stylesheets of the antd-free kit that read the generated variables instead of holding colours. */
const KIT_STYLESHEETS = ['src/shared/ui/form-field/formField.module.css', 'src/widgets/auth-card/ui/AuthLayout.module.css'];
/** The other stylesheets that take every colour from the generated variables (or antd's, in the customer area). */
const THEMED_STYLESHEETS = [
  'src/app/styles/global.css',
  'src/pages/home/ui/simulator/simulator.css',
  'src/widgets/dashboard-shell/ui/search/search.css',
  'src/widgets/dashboard-shell/ui/settings/settings.css',
  'src/entities/content/ui/content.css',
  'src/entities/content/ui/popup.css',
  'src/pages/home/ui/home.css',
  'src/shared/ui/loading-screen/loadingScreen.css',
  'src/shared/ui/status-page/statusPage.css',
  'src/features/pix-payment/ui/PixQrModal.module.css',
  'src/widgets/public-site/ui/legal.css',
  'src/widgets/public-site/ui/public-site.css',
  'src/shared/ui/logo/logo.css',
  'src/app/configErrorPage.css',
];
/** Customer-area stylesheets: their colours come from antd's --ant-* variables, never a literal. */
const ANTD_AREA_STYLESHEETS = [
  'src/features/asset-picker/ui/assetPicker.css',
  'src/pages/dashboard-home/ui/period/ReportPeriod.module.css',
  'src/widgets/invoice-history/ui/PaymentActions.module.css',
  'src/pages/dashboard-home/ui/balance/BalancePanel.module.css',
  'src/shared/ui/support-link/SupportLink.module.css',
  'src/shared/ui/row-button/RowButton.module.css',
];
/** Stylesheets for every screen that hold no colour at all: the text's own (currentColor) or the system's (forced colours). */
const COLOURLESS_STYLESHEETS = [
  'src/app/styles/reflow.css',
  'src/app/styles/focus.css',
  'src/app/styles/forced-colors.css',
  'src/shared/ui/scroll-region/ScrollRegion.module.css',
];
/**
 * Colours a stylesheet may still write: an SVG drawn as a data URL cannot read a CSS variable. The simulator's
 * select arrow is the one (a slate grey that reads on the field in both modes).
 */
const DATA_URL_COLOURS: Record<string, string[]> = { 'src/pages/home/ui/simulator/simulator.css': ['%236b7a90'] };
const COLOUR_KEYWORDS = /(?<![\w-])(white|black|red|green|blue|gray|grey|silver|navy|orange|yellow|gold|purple)(?![\w-])/gi;

/** The colour literals in a stylesheet's text, comments and the given data-URL colours left out. */
const colourLiteralsIn = (text: string, allowed: readonly string[] = []) => {
  let source = text.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const colour of allowed) source = source.replaceAll(colour, '');
  const values = [...source.matchAll(/:\s*([^;{}]+)[;}]/g)].map(([, value = '']) => value.replace(/url\([^)]*\)/g, 'url()'));
  return [
    ...(source.match(/(?:#|%23)[0-9a-f]{3,8}\b/gi) ?? []),
    ...(source.match(/\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi) ?? []),
    ...values.flatMap((value) => value.match(COLOUR_KEYWORDS) ?? []),
  ];
};
const colourLiterals = (file: string) => colourLiteralsIn(readFileSync(file, 'utf8'), DATA_URL_COLOURS[file]);
const ATTRIBUTE: Record<string, keyof ThemeSettings> = { 'data-theme': 'themeMode', 'data-contrast': 'themeContrast', 'data-preset': 'themeColorPresets' };

/** What a browser computes on <html> for these settings: the matching rules, least specific first, later wins. */
const cascade = (css: string, settings: ThemeSettings) => {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = ''], order) => ({
    attributes: [...selector.matchAll(/\[([\w-]+)='([\w-]+)'\]/g)].map(([, name = '', value]) => ({ name, value })),
    root: selector.trim() === ':root' || selector.trim().startsWith('html'),
    order,
    declarations: [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()] as const),
  }));
  const computed: Record<string, string> = {};
  rules
    .filter((rule) => rule.root && rule.attributes.every(({ name, value }) => settings[ATTRIBUTE[name]!] === value))
    .sort((a, b) => a.attributes.length - b.attributes.length || a.order - b.order)
    .forEach((rule) => rule.declarations.forEach(([name, value]) => (computed[name] = value)));
  // Custom properties are declared on <html> alone, so a var() among them resolves against <html>'s values.
  const resolve = (value: string): string => value.replace(/^var\((--[\w-]+)\)$/, (_, name: string) => resolve(computed[name] ?? ''));
  return Object.fromEntries(Object.entries(computed).map(([name, value]) => [name, resolve(value)]));
};

/** The values antd itself uses for the variables' sources: `theme.getDesignToken`, or the theme's Button override. */
const antdValues = (settings: ThemeSettings) => {
  const config = buildThemeConfig(settings);
  const token = theme.getDesignToken(config);
  const value = (source: (typeof NATIVE_TOKEN_SOURCES)[keyof typeof NATIVE_TOKEN_SOURCES]) => {
    if ('focus' in source) return FOCUS_RING[settings.themeMode];
    if ('button' in source) return String(config.components?.Button?.[source.button] ?? token[source.button]);
    return String(token[source.token]).replace(/\s+/g, ' ').trim();
  };
  return Object.fromEntries(Object.entries(NATIVE_TOKEN_SOURCES).map(([name, source]) => [name, value(source)]));
};

const label = (settings: ThemeSettings) => `${settings.themeMode}/${settings.themeContrast}/${settings.themeColorPresets}`;

describe('native kit tokens', () => {
  const css = nativeTokensCss();

  it('covers every mode, contrast and preset', () => {
    expect(THEME_VARIANTS).toHaveLength(24);
    expect(new Set(THEME_VARIANTS.map(label)).size).toBe(24);
  });

  it.each(THEME_VARIANTS.map((settings) => [label(settings), settings] as const))(
    "the stylesheet gives %s exactly antd's design token values",
    (_, settings) => {
      const computed = cascade(css, settings);
      expect(computed).toEqual({ ...antdValues(settings), ...auroraTokenValues(settings) });
      expect(Object.values(computed).filter((value) => /undefined|NaN|^$/.test(value))).toEqual([]);
    },
  );

  it('follows the theme: the dark algorithm, the preset and bold contrast each change what they should', () => {
    const light = cascade(css, { themeMode: 'light', themeContrast: 'default', themeColorPresets: 'default' });
    const dark = cascade(css, { themeMode: 'dark', themeContrast: 'default', themeColorPresets: 'default' });
    const purple = cascade(css, { themeMode: 'light', themeContrast: 'default', themeColorPresets: 'purple' });
    const bold = cascade(css, { themeMode: 'light', themeContrast: 'bold', themeColorPresets: 'default' });
    expect(light['--field-accent']).toBe('#3677e0');
    expect(dark['--field-accent']).toBe('#3168c1'); // antd's dark shade of the brand blue
    expect(dark['--field-bg']).toBe('#141414');
    expect(purple['--field-primary']).toBe('#6233C2');
    expect(bold['--field-text']).toBe('#000000');
    // Bold contrast never makes placeholders fainter than the default contrast.
    expect(bold['--field-placeholder']).toBe(light['--field-placeholder']);
    expect(dark['--auth-focus']).toBe('#F7A600');
  });

  it('gives the brand and the public site their palette colours, which follow the mode alone', () => {
    for (const settings of THEME_VARIANTS) {
      const computed = cascade(css, settings);
      const aurora = Object.fromEntries(Object.entries(computed).filter(([name]) => name.startsWith('--aurora-')));
      expect(aurora).toEqual({
        ...BRAND_COLORS,
        '--aurora-gradient': 'linear-gradient(135deg, var(--aurora-brand) 0%, var(--aurora-teal) 60%, var(--aurora-green) 100%)',
        ...SITE_COLORS[settings.themeMode],
        '--aurora-focus': FOCUS_RING[settings.themeMode],
      });
    }
    const light = cascade(css, { themeMode: 'light', themeContrast: 'default', themeColorPresets: 'default' });
    const dark = cascade(css, { themeMode: 'dark', themeContrast: 'bold', themeColorPresets: 'red' });
    expect(light['--aurora-site-link']).toBe('#2A62C9');
    expect(dark['--aurora-site-link']).toBe('#9CC0F5');
    expect(dark['--aurora-brand']).toBe('#3677E0');
    expect(light['--aurora-focus']).toBe('#1D4A9C');
    expect(dark['--aurora-focus']).toBe('#F7A600');
  });

  it.each([...KIT_STYLESHEETS, ...THEMED_STYLESHEETS, ...ANTD_AREA_STYLESHEETS, ...COLOURLESS_STYLESHEETS])('%s holds no colour literal', (file) => {
    expect(colourLiterals(file)).toEqual([]);
  });

  it.each(THEMED_STYLESHEETS)('%s reads only --aurora-* variables the stylesheet generates', (file) => {
    const source = readFileSync(file, 'utf8');
    const generated = new Set(Object.keys(cascade(css, THEME_VARIANTS[0]!)));
    const read = [...source.matchAll(/var\((--(?:aurora|field|auth)-[\w-]+)/g)].map(([, name]) => name);
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((name) => !generated.has(name!))).toEqual([]);
    expect([...source.matchAll(/(--aurora-[\w-]+)\s*:/g)].map(([, name]) => name)).toEqual([]);
  });

  it('finds every kind of colour literal, and only those', () => {
    const sample = `.a { color: #fff; background: rgba(0, 0, 0, 0.1); border: 1px solid white; }
      .b { background-image: url("data:image/svg+xml,%3Cpath stroke='%23abcdef'/%3E"); white-space: nowrap; }
      .c { color: transparent; border-color: currentColor; box-shadow: 0 0 0 1px hsl(0 0% 0%); } /* #123456 */`;
    expect(colourLiteralsIn(sample)).toEqual(['#fff', '%23abcdef', 'rgba(', 'hsl(', 'white']);
    expect(colourLiteralsIn(sample, ['%23abcdef'])).toEqual(['#fff', 'rgba(', 'hsl(', 'white']);
  });

  it.each(KIT_STYLESHEETS)('%s holds no colour of its own and reads only generated variables', (file) => {
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(source.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
    const ownValues = [...source.matchAll(/(--(?:field|auth)-[\w-]+)\s*:\s*([^;]+);/g)].filter(([, , value]) => !value!.trim().startsWith('var(--'));
    expect(ownValues.map(([declaration]) => declaration)).toEqual([]);
    const generated = new Set(Object.keys(NATIVE_TOKEN_SOURCES));
    const read = [...source.matchAll(/var\((--(?:field|auth)-[\w-]+)/g)].map(([, name]) => name);
    expect(read.filter((name) => !generated.has(name!))).toEqual([]);
  });

  it('is what the build serves as virtual:aurora-native-tokens.css', async () => {
    const plugin = themeCss();
    const resolveId = plugin.resolveId as (source: string) => string | null;
    const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string> | null;
    const watched: string[] = [];
    const id = resolveId(NATIVE_TOKENS_MODULE);
    expect(id).toBeTruthy();
    expect(resolveId('other.css')).toBeNull();
    expect(await load.call({ addWatchFile: (file) => watched.push(file) }, id!)).toBe(css);
    // A change to the palette or the antd theme regenerates the stylesheet in the dev server.
    expect(watched).toEqual(expect.arrayContaining([expect.stringMatching(/config\/palette\.ts$/), expect.stringMatching(/lib\/theme\.ts$/)]));
  });
});
