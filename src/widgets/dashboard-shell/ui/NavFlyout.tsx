import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '@/shared/navigation';
import { isItemActive } from '../lib/navMatch';
import { NavEntry, NavLabel } from './NavEntry';

type Props = { item: NavItem; placement: 'side' | 'below'; label: ReactNode };

/**
 * A group whose children open in a flyout: on hover (mini menu, spec §2), or by click/Enter for
 * touch and keyboard; Escape or leaving closes it. Rendered in place so Tab walks into it.
 */
export const NavFlyout = ({ item, placement, label }: Props) => {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const active = isItemActive(item, pathname);

  return (
    <li
      className={`nav-flyout nav-flyout-${placement}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-item${active ? ' is-active-parent' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={item.disabled}
        title={item.caption}
        onClick={() => setOpen(!open)}
      >
        {label}
        {placement === 'side' ? (
          <RightOutlined className="nav-arrow nav-arrow-side" aria-hidden />
        ) : (
          <DownOutlined className="nav-arrow" aria-hidden />
        )}
      </button>
      <div id={panelId} className="nav-flyout-panel" hidden={!open}>
        <ul className="nav-list nav-flyout-card">
          {(item.children ?? []).map((child) => (
            <li key={`${child.title}-${child.path}`}>
              <NavEntry item={child} className="nav-item" onNavigate={() => setOpen(false)}>
                <NavLabel item={child} showCaption={false} />
              </NavEntry>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
};
