import { DownOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem, NavSection } from '@/shared/navigation';
import { isItemActive } from '../lib/navMatch';
import { NavEntry, NavLabel } from './NavEntry';

/** A group that expands and collapses; it starts open while one of its children is the current page. */
const NavGroup = ({ item, depth }: { item: NavItem; depth: number }) => {
  const { pathname } = useLocation();
  const listId = useId();
  const active = isItemActive(item, pathname);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? active;
  return (
    <li>
      <button
        type="button"
        className={`nav-item${active ? ' is-active-parent' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        disabled={item.disabled}
        onClick={() => setToggled(!open)}
      >
        <NavLabel item={item} />
        <DownOutlined className={`nav-arrow${open ? ' is-open' : ''}`} aria-hidden />
      </button>
      <ul id={listId} className="nav-list nav-sublist" hidden={!open}>
        {(item.children ?? []).map((child) => (
          <NavNode key={`${child.title}-${child.path}`} item={child} depth={depth + 1} />
        ))}
      </ul>
    </li>
  );
};

const NavNode = ({ item, depth }: { item: NavItem; depth: number }) =>
  item.children && item.children.length > 0 ? (
    <NavGroup item={item} depth={depth} />
  ) : (
    <li>
      <NavEntry item={item} className={depth > 0 ? 'nav-item nav-subitem' : 'nav-item'}>
        {depth > 0 ? <span className="nav-dot" aria-hidden="true" /> : null}
        <NavLabel item={item} showCaption={depth === 0} />
      </NavEntry>
    </li>
  );

/** Vertical side navigation (252 px): section titles, items with captions, collapsible groups. */
export const NavVertical = ({ sections }: { sections: NavSection[] }) => {
  const id = useId();
  return (
    <>
      {sections.map((section, index) => (
        <div key={section.subheader} className="nav-section">
          <div id={`${id}-${index}`} className="nav-subheader">
            {section.subheader}
          </div>
          <ul className="nav-list" aria-labelledby={`${id}-${index}`}>
            {section.items.map((item) => (
              <NavNode key={`${item.title}-${item.path}`} item={item} depth={0} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
};
