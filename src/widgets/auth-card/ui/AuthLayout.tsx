import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { AntdThemeScope } from '@/entities/appearance';
import { getConfig, PATHS } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';
import { SkipLink } from '@/shared/ui/skip-link';
import styles from './AuthLayout.module.css';

/** Auth screens (spec §2): a centred 635 px card on the blue-to-green gradient; full width on mobile. */
const AuthFrame = () => {
  const { token } = theme.useToken();
  const { brandName, supportEmail } = getConfig();
  const cardStyle = {
    background: token.colorBgContainer,
    color: token.colorText,
    '--auth-card-divider': token.colorSplit,
    '--auth-link': token.colorLink,
    '--auth-link-hover': token.colorLinkHover,
  } as CSSProperties;

  return (
    <div className={styles.shell}>
      <SkipLink />
      <div className={styles.card} style={cardStyle}>
        <header className={styles.header}>
          <Link to={PATHS.home} className={styles.logoLink} aria-label={`${brandName} — página inicial`}>
            <Logo height={40} />
          </Link>
        </header>
        <main id="conteudo" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <footer className={styles.footer} style={{ color: token.colorTextSecondary }}>
          Precisa de ajuda? Escreva para <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </footer>
      </div>
    </div>
  );
};

/** The auth screens use antd, so their theme scope starts here. */
export const AuthLayout = () => (
  <AntdThemeScope>
    <AuthFrame />
  </AntdThemeScope>
);
