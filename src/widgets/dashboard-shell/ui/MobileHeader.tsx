import { ArrowLeftOutlined, ArrowRightOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectSettings } from '@/entities/appearance';
import { selectUser } from '@/entities/session';
import { Searchbar } from './search/Searchbar';
import { HEADER } from '@/shared/config';
import { ROUTES, useBackTarget } from '@/shared/routes';
import type { NavSection } from '@/shared/navigation';
import { useAppSelector } from '@/shared/model';
import { Logo } from '@/shared/ui/logo';
import { useGoBack } from '../model/useGoBack';
import { UserAvatar } from './UserAvatar';

// The menu (antd Drawer) loads on first use: the header does not need it to show the page.
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer').then((m) => ({ default: m.MobileMenuDrawer })));

type Props = { searchSections: NavSection[]; onOpenPicker: () => void; onOpenSettings: () => void };

/** Mobile top bar (64 px): back arrow (where the route table gives one), logo, avatar and the menu button. */
export const MobileHeader = ({ searchSections, onOpenPicker, onOpenSettings }: Props) => {
  const location = useLocation();
  const goBack = useGoBack();
  const user = useAppSelector(selectUser);
  const rtl = useAppSelector(selectSettings).themeDirection === 'rtl';
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened it stays mounted, so closing animates and focus returns to the menu button.
  const [menuUsed, setMenuUsed] = useState(false);
  // Any navigation closes the drawer (spec §2): state adjusted during render, React's pattern for derived resets.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setMenuOpen(false);
  }
  // The route table says which screens have no back arrow (the app home, spec §2).
  const showBack = useBackTarget() !== null;

  return (
    <header className="shell-header shell-header-mobile" style={{ height: HEADER.mobile }}>
      {showBack ? (
        <Button
          type="text"
          shape="circle"
          size="large"
          icon={rtl ? <ArrowRightOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />}
          aria-label="Voltar à página anterior"
          onClick={goBack}
        />
      ) : null}
      <Link to={ROUTES.app.path} className="shell-logo-link">
        <Logo height={32} />
      </Link>
      <span className="shell-spacer" />
      <Searchbar sections={searchSections} compact />
      <UserAvatar name={user?.displayName} size={36} />
      <Button
        type="text"
        shape="circle"
        size="large"
        icon={<MenuOutlined aria-hidden />}
        aria-label="Abrir menu"
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        onClick={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onOpenPicker={onOpenPicker}
            onOpenSettings={onOpenSettings}
          />
        </Suspense>
      ) : null}
    </header>
  );
};
