import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { CHIP_PALETTE, type ChipTone } from './palette';
import { StatusChip } from './StatusChip';

/** WCAG 2.x contrast of two #RRGGBB colours, written here apart from the palette's own helper. */
const contrast = (a: string, b: string) => {
  const channel = (hex: string, at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const TONES: ChipTone[] = ['success', 'info', 'danger', 'warning'];
/** The card colours of the portal's two modes (antd's colorBgContainer under each algorithm). */
const CARDS = { light: '#FFFFFF', dark: '#141414' };

describe('StatusChip', () => {
  it.each(['light', 'dark'] as const)('every tone’s word reaches AA (4.5:1) on its %s tint, and the tint stands apart from the card', (mode) => {
    for (const tone of TONES) {
      const { background, color } = CHIP_PALETTE[mode][tone];
      expect(contrast(color, background), `${mode} ${tone}`).toBeGreaterThanOrEqual(4.5);
      // A dark mode tint is dark: the chip does not glare on a dark card (the pastel did at about 16:1 against it).
      if (mode === 'dark') expect(contrast(background, CARDS.dark), `${tone} tint on the card`).toBeLessThan(2);
    }
  });

  it('takes the dark tints under the dark theme and the light ones otherwise', () => {
    const { unmount } = render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <StatusChip tone="danger" icon={<span aria-hidden>!</span>} status="Vencida">
          Vencida
        </StatusChip>
      </ConfigProvider>,
    );
    const dark = screen.getByText('Vencida').closest('[data-status]') as HTMLElement;
    expect(dark).toHaveStyle({ background: rgb(CHIP_PALETTE.dark.danger.background), color: rgb(CHIP_PALETTE.dark.danger.color) });
    unmount();
    render(
      <StatusChip tone="danger" icon={<span aria-hidden>!</span>} status="Vencida">
        Vencida
      </StatusChip>,
    );
    expect(screen.getByText('Vencida').closest('[data-status]')).toHaveStyle({ background: rgb(CHIP_PALETTE.light.danger.background) });
  });
});
