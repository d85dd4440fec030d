import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import { hardNavigate } from '../lib/hardNavigate';
import { scrollToSection } from '../lib/scroll';

export type SectionNavigationState = { section?: string; first?: boolean };

const COOKIE_PATHS: readonly string[] = [ROUTES.cookies.path, ROUTES.cookiesAlias.path];

/**
 * Goes to a home section (no slug: the first section). On the home page it scrolls; on /cookies it loads /
 * afresh (spec §2); on the other public pages it opens the home page and scrolls once the section is there.
 */
export const useSectionNavigation = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (slug?: string) => {
      if (COOKIE_PATHS.includes(pathname)) {
        hardNavigate(ROUTES.home.path);
        return;
      }
      if (pathname !== ROUTES.home.path) {
        const state: SectionNavigationState = slug ? { section: slug } : { first: true };
        navigate(ROUTES.home.path, { state });
        return;
      }
      scrollToSection(slug);
    },
    [navigate, pathname],
  );
};
