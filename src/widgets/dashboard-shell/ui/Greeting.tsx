import { Typography } from 'antd';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { firstName } from '../lib/avatar';

const GREETING = 'Bem - Vindo(a)';

/** 'Bem - Vindo(a)' plus the user's first name (spec §1). */
export const Greeting = ({ level = 1 }: { level?: 1 | 2 | 3 | 4 | 5 }) => {
  const user = useAppSelector(selectUser);
  const name = firstName(user?.displayName);
  return (
    <Typography.Title level={level} style={{ marginTop: 0 }}>
      {name ? `${GREETING}, ${name}` : GREETING}
    </Typography.Title>
  );
};
