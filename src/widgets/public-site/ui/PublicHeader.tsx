import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NavEntry } from '@/entities/content';
import { useAppConfig } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { Logo } from '@/shared/ui/logo';
import { NavList } from './NavList';
import { MenuIcon } from '@/shared/ui/glyph-icon';

type Props = {
  entries: readonly NavEntry[];
  active: string | null;
  onNavigate: (slug?: string) => void;
  menuOpen: boolean;
  onOpenMenu: () => void;
};

const useScrolled = () => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 8);
    // The first read waits for the next frame, where the browser lays the page out anyway: read here, among the effects
    // of the hydration, it made the browser work out the page's styles inside that task (docs/code-figures.md).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return scrolled;
};

/** Top navbar: brand, section links (lg and up), 'Simular Economia', 'Login' and, below lg, the menu button. */
export const PublicHeader = memo(function PublicHeader({ entries, active, onNavigate, menuOpen, onOpenMenu }: Props) {
  const scrolled = useScrolled();
  const brand = useAppConfig().brandName;
  return (
    <header className={`ps-header${scrolled ? ' is-scrolled' : ''}`}>
      <div className="ps-header__inner">
        <Link to={ROUTES.home.path} className="ps-header__brand" aria-label={`${brand}, página inicial`}>
          <Logo height={36} />
        </Link>
        <nav aria-label="Seções do site" className="ps-only-lg ps-header__nav">
          <NavList entries={entries} active={active} onNavigate={onNavigate} variant="bar" />
        </nav>
        <div className="ps-header__actions">
          <button type="button" className="ps-btn ps-btn--accent ps-only-md" onClick={() => onNavigate()}>
            Simular Economia
          </button>
          <Link to={ROUTES.login.path} className="ps-btn ps-btn--outline">
            Login
          </Link>
          <button
            type="button"
            className="ps-menu-button ps-below-lg"
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="menu-lateral"
            onClick={onOpenMenu}
          >
            <MenuIcon aria-hidden />
          </button>
        </div>
      </div>
    </header>
  );
});
