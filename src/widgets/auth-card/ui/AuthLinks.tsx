import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import styles from './AuthLinks.module.css';

type Props = { children: ReactNode; spacing?: 'default' | 'compact' };

/** The centred line of links under a screen's form. */
export const AuthLinks = ({ children, spacing = 'default' }: Props) => (
  <p className={spacing === 'compact' ? `${styles.links} ${styles.compact}` : styles.links}>{children}</p>
);

/** 'Retornar para entrar' (spec §2), under the recovery screens' forms. */
export const BackToLogin = () => (
  <AuthLinks>
    <Link to={ROUTES.login.path}>Retornar para entrar</Link>
  </AuthLinks>
);
