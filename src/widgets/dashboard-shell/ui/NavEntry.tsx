import { ExportOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { isExternalPath, type NavItem } from '@/shared/navigation';

type Props = { item: NavItem; className: string; children: ReactNode; onNavigate?: () => void; title?: string };

/** A leaf entry: router link, external link (new window) or a disabled label. */
export const NavEntry = ({ item, className, children, onNavigate, title }: Props) => {
  if (item.disabled) {
    return (
      <span className={`${className} is-disabled`} aria-disabled="true" title={title}>
        {children}
      </span>
    );
  }
  if (isExternalPath(item.path)) {
    return (
      <a className={className} href={item.path} target="_blank" rel="noopener noreferrer" onClick={onNavigate} title={title}>
        {children}
        <ExportOutlined className="nav-external" aria-hidden />
        <span className="visually-hidden"> (abre em nova janela)</span>
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.path} onClick={onNavigate} title={title}>
      {children}
    </NavLink>
  );
};

/** Icon, title, caption and info of a vertical item. */
export const NavLabel = ({ item, showCaption = true }: { item: NavItem; showCaption?: boolean }) => (
  <>
    {item.icon ? (
      <span className="nav-icon" aria-hidden="true">
        {item.icon}
      </span>
    ) : null}
    <span className="nav-text">
      <span className="nav-title">{item.title}</span>
      {showCaption && item.caption ? <span className="nav-caption">{item.caption}</span> : null}
    </span>
    {item.info ? <span className="nav-info">{item.info}</span> : null}
  </>
);
