import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, LogoutOutlined, SettingOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useId, useRef } from 'react';
import { selectSettings } from '@/entities/appearance';
import { selectUser, useSelectedUnit } from '@/entities/session';
import { useLogout } from '@/features/logout';
import { APP_VERSION } from '@/shared/config';
import { useAppSelector } from '@/shared/model';
import { useMobileMenuSections } from '../model/useNavSections';
import { MobileMenuSections } from './MobileMenuSections';
import { useGoBack } from '../model/useGoBack';
import { UserAvatar } from './UserAvatar';
import './mobileMenu.css';
import { EmailAddress } from '@/shared/ui/email-address';

type Props = { open: boolean; onClose: () => void; onOpenPicker: () => void; onOpenSettings: () => void };

/** Full-width mobile menu (spec §2): sections, unit change, settings, logout and the app version. */
export const MobileMenuDrawer = ({ open, onClose, onOpenPicker, onOpenSettings }: Props) => {
  const user = useAppSelector(selectUser);
  const rtl = useAppSelector(selectSettings).themeDirection === 'rtl';
  const sections = useMobileMenuSections();
  const assetName = useSelectedUnit().unit?.name;
  const { logout, isLoggingOut } = useLogout();
  const goBack = useGoBack();
  const titleId = useId();
  // Dialogs opened from the menu wait until it has closed and handed focus back, or it would steal theirs.
  const pending = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    pending.current = action;
    onClose();
  };
  // Only the end of closing runs it: an opening that ends late (a tap on an entry while the menu still slid in)
  // must not drop the action.
  const afterOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    const action = pending.current;
    pending.current = null;
    action?.();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={afterOpenChange}
      placement={rtl ? 'left' : 'right'}
      size="100%"
      closable={false}
      aria-labelledby={titleId}
      styles={{ body: { padding: 0 } }}
      rootClassName="mobile-menu"
    >
      <div className="mobile-menu-head">
        <Button type="text" shape="circle" size="large" icon={rtl ? <ArrowRightOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />} aria-label="Voltar" onClick={goBack} />
        <h2 id={titleId} className="mobile-menu-title">
          Menu
        </h2>
        <Button type="text" shape="circle" size="large" icon={<CloseOutlined aria-hidden />} aria-label="Fechar" onClick={onClose} />
      </div>
      <div className="mobile-menu-user">
        <UserAvatar name={user?.displayName} size={48} decorative />
        <span className="mobile-menu-identity">
          <span className="mobile-menu-name">{user?.displayName}</span>
          <span className="mobile-menu-email">{user?.email && <EmailAddress address={user.email} />}</span>
        </span>
      </div>
      <div className="mobile-menu-unit">
        <span className="mobile-menu-unit-label">Unidade de consumo atual</span>
        <span className="mobile-menu-unit-name">{assetName ?? 'Nenhuma unidade'}</span>
        <Button icon={<SwapOutlined aria-hidden />} block onClick={() => closeThen(onOpenPicker)} disabled={!user?.physicalAssets.length}>
          Mudar unidade de consumo
        </Button>
      </div>
      <MobileMenuSections sections={sections} onNavigate={onClose} />
      <div className="mobile-menu-actions">
        <Button icon={<SettingOutlined aria-hidden />} block size="large" onClick={() => closeThen(onOpenSettings)}>
          Configurações
        </Button>
        <Button icon={<LogoutOutlined aria-hidden />} block size="large" danger loading={isLoggingOut} onClick={() => logout(onClose)}>
          Sair
        </Button>
      </div>
      <p className="mobile-menu-version">
        Versão <span>{APP_VERSION}</span>
      </p>
    </Drawer>
  );
};
