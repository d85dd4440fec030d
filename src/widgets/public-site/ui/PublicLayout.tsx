import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { resolveNavMenu, useContent } from '@/entities/content';
import { useAppConfig, HEADER } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { SkipLink } from '@/shared/ui/skip-link';
import { scrollToSectionWhenReady } from '../lib/scroll';
import { useScrollSpy } from '../model/useScrollSpy';
import { useSectionNavigation, type SectionNavigationState } from '../model/useSectionNavigation';
import { MobileMenu } from './MobileMenu';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import './public-site.css';

const headerSizes = { '--ps-header-mobile': `${HEADER.mobile}px`, '--ps-header-desktop': `${HEADER.desktop}px` } as CSSProperties;

/** Public layout (spec §2): navbar from the content menu (or its defaults), main area, footer. */
export const PublicLayout = () => {
  // Deferred content (see useContent): the header, menu and footer are memoized, so an answer that arrives costs
  // them nothing until React draws it at low priority.
  const { menu, items } = useContent();
  const brand = useAppConfig().brandName;
  const entries = useMemo(() => resolveNavMenu(menu, brand, items), [menu, brand, items]);
  const location = useLocation();
  const navigate = useNavigate();
  const isHome = location.pathname === ROUTES.home.path;
  const active = useScrollSpy(
    entries.map((entry) => entry.slug),
    isHome,
  );
  const goToSection = useSectionNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A section asked for from another page (state) or by a shared link (#slug) is scrolled to once rendered.
  const target = location.state as SectionNavigationState | null;
  const hash = decodeURIComponent(location.hash.slice(1));
  const stopPending = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!isHome || (!target?.section && !target?.first && !hash)) return;
    stopPending.current();
    stopPending.current = scrollToSectionWhenReady(target?.section ?? (target?.first ? undefined : hash));
    if (target) navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, state: null });
  }, [isHome, target, hash, navigate, location.pathname, location.hash]);
  useEffect(() => () => stopPending.current(), []);

  // A new public page starts at its top, unless it points at a section or an anchor.
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    if (!location.hash && !target?.section && !target?.first) window.scrollTo(0, 0);
  }, [location.pathname, location.hash, target]);

  return (
    <div className="ps-root" style={headerSizes}>
      <SkipLink />
      <PublicHeader entries={entries} active={active} onNavigate={goToSection} menuOpen={menuOpen} onOpenMenu={openMenu} />
      <MobileMenu open={menuOpen} onClose={closeMenu} entries={entries} active={active} onNavigate={goToSection} />
      <main id="conteudo" tabIndex={-1} className="ps-main">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
};
