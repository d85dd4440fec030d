import { memo, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { NavEntry } from '@/entities/content';
import { APP_VERSION, PUBLIC_DRAWER_WIDTH } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { useModalDialog } from '@/shared/lib/dialog';
import { Logo } from '@/shared/ui/logo';
import { CloseIcon } from '@/shared/ui/glyph-icon';
import { NavList } from './NavList';

type Props = {
  open: boolean;
  onClose: () => void;
  entries: readonly NavEntry[];
  active: string | null;
  onNavigate: (slug?: string) => void;
};

const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * Below lg the menu lives in a right drawer 250 px wide (spec §2, §9): a native modal dialog, so focus stays
 * inside, Escape closes it and the page behind is inert. It closes (focus back on the menu button) before scrolling.
 */
export const MobileMenu = memo(function MobileMenu({ open, onClose, entries, active, onNavigate }: Props) {
  const { close, dialogProps } = useModalDialog(open, onClose);
  const go = (slug?: string) => {
    close();
    onNavigate(slug);
  };

  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP_QUERY);
    if (!query || !open) return undefined;
    const closeOnDesktop = () => query.matches && onClose();
    query.addEventListener?.('change', closeOnDesktop);
    return () => query.removeEventListener?.('change', closeOnDesktop);
  }, [open, onClose]);

  return (
    <dialog id="menu-lateral" aria-label="Menu" className="ps-drawer" style={{ width: PUBLIC_DRAWER_WIDTH }} {...dialogProps}>
      <div className="ps-drawer__panel">
        <div className="ps-drawer__header">
          <button type="button" className="ps-drawer__close" aria-label="Fechar" onClick={close}>
            <CloseIcon />
          </button>
          <Logo height={30} />
        </div>
        <div className="ps-drawer__body">
          <nav aria-label="Menu">
            <NavList entries={entries} active={active} onNavigate={go} variant="drawer" />
          </nav>
          <div className="ps-drawer__actions">
            <button type="button" className="ps-btn ps-btn--accent ps-btn--block" onClick={() => go()}>
              Simular Economia
            </button>
            <Link to={ROUTES.login.path} className="ps-btn ps-btn--outline ps-btn--block" onClick={close}>
              Login
            </Link>
          </div>
          <p className="ps-drawer__version">Versão {APP_VERSION}</p>
        </div>
      </div>
    </dialog>
  );
});
