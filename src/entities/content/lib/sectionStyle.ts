import type { CSSProperties } from 'react';
import type { CmsComponent } from '../model/types';

type Rgb = [number, number, number];

const parseHex = (color: string): Rgb | null => {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance (0 black … 1 white). */
const luminance = ([r, g, b]: Rgb): number => {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

const DARK_TEXT = '#0f1b2d';
const LIGHT_TEXT = '#ffffff';
const DARK_BASE: Rgb = [13, 17, 23];

/** Text colour that reads on the background: dark on light tints, white on deep colours. */
export const readableTextOn = (background: string): string => {
  const rgb = parseHex(background);
  if (!rgb) return DARK_TEXT;
  const l = luminance(rgb);
  const darkText = luminance(parseHex(DARK_TEXT) as Rgb);
  return (l + 0.05) / (darkText + 0.05) >= 1.05 / (l + 0.05) ? DARK_TEXT : LIGHT_TEXT;
};

/** The dark-mode twin of a CMS colour: light tints become a deep shade of the same hue. */
export const darkModeBackground = (background: string): string => {
  const rgb = parseHex(background);
  if (!rgb || luminance(rgb) < 0.2) return background;
  return toHex(DARK_BASE.map((base, i) => base + ((rgb[i] ?? base) - base) * 0.08) as Rgb);
};

const size = (value?: string | number | null): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'number' || /^\d+(\.\d+)?$/.test(value) ? `${value}px` : value;
};

/**
 * Inline style of a section from its CMS component (spec §3): background colour, width and height.
 * Height is a minimum, so longer copy never overflows the section (WCAG 1.4.10 reflow).
 */
export const sectionStyle = (component?: CmsComponent): CSSProperties & Record<`--${string}`, string> => {
  if (!component) return {};
  const style: CSSProperties & Record<`--${string}`, string> = {};
  const background = component.backgroundColor?.trim();
  if (background) {
    const dark = darkModeBackground(background);
    Object.assign(style, {
      backgroundColor: background,
      color: readableTextOn(background),
      '--cms-bg-dark': dark,
      '--cms-fg-dark': readableTextOn(dark),
    });
  }
  const width = size(component.width);
  if (width) Object.assign(style, { width, maxWidth: '100%', marginInline: 'auto' });
  const height = size(component.height);
  if (height && height !== 'auto') style.minHeight = height;
  return style;
};

/** CMS components by the slug of the section they style. */
export const componentsBySlug = (components: readonly CmsComponent[]): Map<string, CmsComponent> =>
  new Map(components.filter((c) => c.slug).map((c) => [c.slug as string, c]));
