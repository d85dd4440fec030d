import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { firstName } from '../lib/avatar';
import './greeting.css';

const GREETING = 'Bem - Vindo(a)';

/**
 * 'Bem - Vindo(a)' plus the user's first name (spec §1). A plain heading with antd's title look: antd's
 * Typography would bring its editing and copy code (a text area, tooltips) to the first view (docs/code-figures.md).
 */
export const Greeting = ({ level = 1 }: { level?: 1 | 2 | 3 | 4 | 5 }) => {
  const user = useAppSelector(selectUser);
  const name = firstName(user?.displayName);
  const Heading = `h${level}` as const;
  return <Heading className={`shell-greeting shell-greeting-${level}`}>{name ? `${GREETING}, ${name}` : GREETING}</Heading>;
};
