import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ANTD_CSS_VAR_CLASS, AntdThemeScope, selectSettings } from '@/entities/appearance';
import { useAppSelector } from '@/shared/model';
import { SkipLink } from '@/shared/ui/skip-link';
import { useIsDesktop } from '../model/useIsDesktop';
import { useNavSections, useSearchSections } from '../model/useNavSections';
import { DesktopHeader } from './DesktopHeader';
import { MobileHeader } from './MobileHeader';
import { NavHorizontal } from './NavHorizontal';
import { SideNav } from './SideNav';
import { UnitButton } from './UnitButton';
import './shell.css';
import './unitBar.css';

// The picker and the settings drawer load on first use: they are not needed to show the page.
const AssetPickerModal = lazy(() => import('@/features/asset-picker').then((m) => ({ default: m.AssetPickerModal })));
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** Content is capped at 1200 px unless the user chose "stretch". */
const CONTENT_MAX_WIDTH = 1200;

/** Dashboard frame (spec §2): top bar, navigation in the chosen layout, and the page. */
const DashboardFrame = () => {
  const isDesktop = useIsDesktop();
  const { themeLayout, themeStretch } = useAppSelector(selectSettings);
  const sections = useNavSections();
  const searchSections = useSearchSections();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Once opened they stay mounted, so closing animates and focus returns where it came from.
  const [pickerUsed, setPickerUsed] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  const layout = isDesktop ? themeLayout : 'mobile';
  const openPicker = () => {
    setPickerUsed(true);
    setPickerOpen(true);
  };
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };

  return (
    // The theme's class: the shell's stylesheet reads antd's CSS variables (--ant-color-bg-container…) from here down.
    <div className={`shell ${ANTD_CSS_VAR_CLASS}`} data-layout={layout}>
      <SkipLink />
      {isDesktop ? (
        <DesktopHeader searchSections={searchSections} layout={themeLayout} onOpenPicker={openPicker} onOpenSettings={openSettings} />
      ) : (
        <>
          <MobileHeader searchSections={searchSections} onOpenPicker={openPicker} onOpenSettings={openSettings} />
          <div className="shell-unit-bar">
            <UnitButton variant="bar" onClick={openPicker} />
          </div>
        </>
      )}
      {layout === 'horizontal' ? <NavHorizontal sections={sections} /> : null}
      <div className="shell-body">
        {layout === 'vertical' || layout === 'mini' ? <SideNav sections={sections} mini={layout === 'mini'} /> : null}
        <main id="conteudo" tabIndex={-1} className="shell-main">
          <div className="shell-content" style={{ maxWidth: themeStretch ? 'none' : CONTENT_MAX_WIDTH }}>
            <Outlet />
          </div>
        </main>
      </div>
      <Suspense fallback={null}>
        {pickerUsed ? <AssetPickerModal open={pickerOpen} onClose={() => setPickerOpen(false)} /> : null}
        {settingsUsed ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
      </Suspense>
    </div>
  );
};

/** The dashboard uses antd, so its theme scope starts here. */
export const DashboardLayout = () => (
  <AntdThemeScope>
    <DashboardFrame />
  </AntdThemeScope>
);
