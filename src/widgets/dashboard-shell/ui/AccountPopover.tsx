import { HomeOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { selectUser } from '@/entities/session';
import { useLogout } from '@/features/logout';
import { ROUTES } from '@/shared/routes';
import { useAppSelector } from '@/shared/model';
import { avatarInitials } from '../lib/avatar';
import { UserAvatar } from './UserAvatar';

const LINKS = [
  { label: 'Início', to: ROUTES.app.path, icon: <HomeOutlined aria-hidden /> },
  { label: 'Dados Cadastrais', to: ROUTES.account.path, icon: <IdcardOutlined aria-hidden /> },
  { label: 'Perfil', to: ROUTES.profile.path, icon: <UserOutlined aria-hidden /> },
];

/** Desktop avatar menu (spec §2): who is signed in, 'Dados Cadastrais' and logout. */
export const AccountPopover = () => {
  const user = useAppSelector(selectUser);
  const { logout, isLoggingOut } = useLogout();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const content = (
    <div
      id={panelId}
      ref={panelRef}
      className="account-panel"
      onKeyDown={(event) => event.key === 'Escape' && close(true)}
    >
      <div className="account-panel-head">
        <div className="account-panel-name">{user?.displayName}</div>
        <div className="account-panel-email">{user?.email}</div>
      </div>
      <ul className="account-panel-list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="account-panel-link" onClick={() => close()}>
              <span aria-hidden="true">{link.icon}</span>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="account-panel-foot">
        <Button block danger icon={<LogoutOutlined aria-hidden />} loading={isLoggingOut} onClick={() => logout(() => close())}>
          Sair
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      content={content}
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      afterOpenChange={(isOpen) => isOpen && panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()}
      styles={{ container: { padding: 0, minWidth: 240 } }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="shell-avatar-button"
        // WCAG 2.5.3: the name holds the initials the button shows (axe ignores words in parentheses).
        aria-label={`Conta de ${user?.displayName ?? 'usuário'}, iniciais ${avatarInitials(user?.displayName)}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        <UserAvatar name={user?.displayName} size={44} decorative />
      </button>
    </Popover>
  );
};
