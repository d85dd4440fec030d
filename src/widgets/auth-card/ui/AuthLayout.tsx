import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { getConfig, PATHS } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';
import { SkipLink } from '@/shared/ui/skip-link';
import { useAntdScope } from './useAntdScope';
import styles from './AuthLayout.module.css';

const AntdThemeScope = lazy(() => import('./antdThemeScope'));

/**
 * Auth screens (spec §2): a centred 635 px card on the blue-to-green gradient; full width on mobile.
 * Plain CSS themed from <html data-theme/data-contrast/data-preset>; antd (theme, toasts, modals) is
 * loaded only for the screens that use it, so the login route stays antd-free (issue 8).
 */
export const AuthLayout = () => {
  const { brandName, supportEmail } = getConfig();
  const withAntd = useAntdScope();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <div className={styles.card}>
        <header className={styles.header}>
          <Link to={PATHS.home} className={styles.logoLink} aria-label={`${brandName} — página inicial`}>
            <Logo height={40} />
          </Link>
        </header>
        <main id="conteudo" tabIndex={-1} className={styles.main}>
          {withAntd ? (
            <Suspense fallback={null}>
              <AntdThemeScope>
                <Outlet />
              </AntdThemeScope>
            </Suspense>
          ) : (
            <Outlet />
          )}
        </main>
        <footer className={styles.footer}>
          Precisa de ajuda? Escreva para <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </footer>
      </div>
    </div>
  );
};
