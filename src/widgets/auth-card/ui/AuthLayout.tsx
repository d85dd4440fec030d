import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { selectSessionNotice } from '@/entities/session';
import { useAppConfig } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { useAppSelector } from '@/shared/model';
import { Logo } from '@/shared/ui/logo';
import { SkipLink } from '@/shared/ui/skip-link';
import { AuthToasts } from './AuthToasts';
import styles from './AuthLayout.module.css';
import { EmailAddress } from '@/shared/ui/email-address';

// Only after a logout whose call failed: its code (and the logout feature's) is not the login's to carry.
const SessionNoticeToast = lazy(() => import('./SessionNoticeToast'));

/**
 * Auth screens (spec §2): a centred 635 px card on the blue-to-green gradient; full width on mobile.
 * Plain CSS themed from <html data-theme/data-contrast/data-preset>, the native form kit and the layout's
 * own toasts: no screen of the auth area loads antd.
 */
export const AuthLayout = () => {
  const { brandName, supportEmail } = useAppConfig();
  const logoutFailed = useAppSelector(selectSessionNotice) === 'logoutFailed';
  return (
    <AuthToasts>
      {logoutFailed && (
        <Suspense fallback={null}>
          <SessionNoticeToast />
        </Suspense>
      )}
      <div className={styles.shell}>
        <SkipLink />
        <div className={styles.card}>
          <header className={styles.header}>
            <Link to={ROUTES.home.path} className={styles.logoLink} aria-label={`${brandName} — página inicial`}>
              <Logo height={40} />
            </Link>
          </header>
          <main id="conteudo" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <footer className={styles.footer}>
            Precisa de ajuda? Escreva para <a href={`mailto:${supportEmail}`}><EmailAddress address={supportEmail} /></a>
          </footer>
        </div>
      </div>
    </AuthToasts>
  );
};
