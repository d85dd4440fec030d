import { Drawer } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { NavEntry } from '@/entities/content';
import { APP_VERSION, PATHS, PUBLIC_DRAWER_WIDTH } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';
import { NavList } from './NavList';

type Props = {
  open: boolean;
  onClose: () => void;
  entries: readonly NavEntry[];
  active: string | null;
  onNavigate: (slug?: string) => void;
};

const DESKTOP_QUERY = '(min-width: 992px)';

/** Below lg the menu lives in a right drawer 250 px wide (spec §2, §9); it closes before scrolling. */
export const MobileMenu = ({ open, onClose, entries, active, onNavigate }: Props) => {
  const pending = useRef<(() => void) | null>(null);
  const go = (slug?: string) => {
    pending.current = () => onNavigate(slug);
    onClose();
  };

  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP_QUERY);
    if (!query || !open) return undefined;
    const closeOnDesktop = () => query.matches && onClose();
    query.addEventListener?.('change', closeOnDesktop);
    return () => query.removeEventListener?.('change', closeOnDesktop);
  }, [open, onClose]);

  return (
    <Drawer
      id="menu-lateral"
      open={open}
      onClose={onClose}
      placement="right"
      size={PUBLIC_DRAWER_WIDTH}
      title={<Logo height={30} />}
      rootClassName="ps-drawer"
      afterOpenChange={(isOpen) => {
        if (isOpen || !pending.current) return;
        const run = pending.current;
        pending.current = null;
        // After antd has given focus back to the menu button, so the section keeps it.
        setTimeout(run, 0);
      }}
    >
      <nav aria-label="Menu">
        <NavList entries={entries} active={active} onNavigate={go} variant="drawer" />
      </nav>
      <div className="ps-drawer__actions">
        <button type="button" className="ps-btn ps-btn--accent ps-btn--block" onClick={() => go()}>
          Simular Economia
        </button>
        <Link to={PATHS.auth.login} className="ps-btn ps-btn--outline ps-btn--block" onClick={onClose}>
          Login
        </Link>
      </div>
      <p className="ps-drawer__version">Versão {APP_VERSION}</p>
    </Drawer>
  );
};
