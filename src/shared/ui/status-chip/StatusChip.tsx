import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { CHIP_PALETTE, luminance, type ChipTone } from './palette';

type Props = { tone: ChipTone; icon: ReactNode; status: string; children: ReactNode };

/**
 * A status word on a tinted pill, with an icon (never colour alone). The tint follows the surface the theme paints
 * cards with: a dark card gets the dark tints, whatever set the theme (settings, a scoped provider).
 */
export const StatusChip = ({ tone, icon, status, children }: Props) => {
  const { token } = theme.useToken();
  const mode = (luminance(token.colorBgContainer) ?? 1) < 0.2 ? 'dark' : 'light';
  const { border, ...look } = CHIP_PALETTE[mode][tone];
  return (
    <Tag data-status={status} icon={icon} style={{ ...look, borderColor: border, borderRadius: 999, fontWeight: 500, marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
};
