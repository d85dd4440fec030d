import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import type { ThemeLayout } from '@/entities/appearance';
import { Searchbar } from './search/Searchbar';
import { HEADER, SIDEBAR } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import type { NavSection } from '@/shared/navigation';
import { Logo } from '@/shared/ui/logo';
import { AccountPopover } from './AccountPopover';
import { UnitButton } from './UnitButton';

type Props = { searchSections: NavSection[]; layout: ThemeLayout; onOpenPicker: () => void; onOpenSettings: () => void };

/** Desktop top bar (92 px): logo, search, current unit, settings and the avatar menu. */
export const DesktopHeader = ({ searchSections, layout, onOpenPicker, onOpenSettings }: Props) => (
  <header className="shell-header" style={{ height: HEADER.dashboardDesktop }}>
    <div className="shell-brand" style={{ width: layout === 'vertical' ? SIDEBAR.vertical : undefined }}>
      <Link to={ROUTES.app.path} className="shell-logo-link">
        <Logo height={40} />
      </Link>
    </div>
    <div className="shell-header-main">
      <Searchbar sections={searchSections} />
      <span className="shell-spacer" />
      <UnitButton onClick={onOpenPicker} />
      <Button
        type="text"
        shape="circle"
        size="large"
        icon={<SettingOutlined aria-hidden />}
        aria-label="Configurações"
        title="Configurações"
        onClick={onOpenSettings}
      />
      <AccountPopover />
    </div>
  </header>
);
