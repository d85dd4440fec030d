export type ChipTone = 'success' | 'info' | 'danger' | 'warning';
type ChipLook = { background: string; color: string; border: string };

/**
 * Status chip colours per mode. Light: dark text on a pastel tint. Dark: light text on a deep tint of the same hue,
 * so a chip no longer glares on a dark card. Each text reaches AA (4.5:1) on its tint (StatusChip.test.tsx).
 */
export const CHIP_PALETTE: Record<'light' | 'dark', Record<ChipTone, ChipLook>> = {
  light: {
    success: { background: '#E6F4EA', color: '#1E5A2B', border: '#9CD3A8' },
    info: { background: '#E8F0FC', color: '#1D4A9C', border: '#A9C4F0' },
    danger: { background: '#FDECEC', color: '#8A1C1C', border: '#F1A7A7' },
    warning: { background: '#FFF4CC', color: '#6B4A00', border: '#F2C94C' },
  },
  dark: {
    success: { background: '#11301B', color: '#8FE0A5', border: '#2F6B40' },
    info: { background: '#12284A', color: '#A9C8FF', border: '#36598F' },
    danger: { background: '#3B1414', color: '#FFB3B3', border: '#7A2E2E' },
    warning: { background: '#382A04', color: '#FFD666', border: '#7A5D12' },
  },
};

/** WCAG relative luminance of a `#rgb` or `#rrggbb` colour; null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
