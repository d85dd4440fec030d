import { Avatar } from 'antd';
import { avatarColor, avatarInitials } from '../lib/avatar';

type Props = { name: string | null | undefined; size?: number; decorative?: boolean };

/** Initials on a colour picked from the first letter of the name (spec §2). */
export const UserAvatar = ({ name, size = 40, decorative = false }: Props) => (
  <Avatar
    size={size}
    className="user-avatar"
    // The colour comes from the name (white text: the palette is AA against it), the type size from the avatar's.
    style={{ background: avatarColor(name), color: '#ffffff', fontSize: Math.round(size * 0.4) }}
    {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name ?? 'Usuário' })}
  >
    {avatarInitials(name)}
  </Avatar>
);
