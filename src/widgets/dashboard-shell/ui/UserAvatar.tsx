import { Avatar } from 'antd';
import { avatarColor, avatarInitials } from '../lib/avatar';

type Props = { name: string | null | undefined; size?: number; decorative?: boolean };

/** Initials on a colour picked from the first letter of the name (spec §2). */
export const UserAvatar = ({ name, size = 40, decorative = false }: Props) => (
  <Avatar
    size={size}
    style={{ background: avatarColor(name), color: '#ffffff', fontWeight: 500, fontSize: Math.round(size * 0.4), flex: 'none' }}
    {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name ?? 'Usuário' })}
  >
    {avatarInitials(name)}
  </Avatar>
);
