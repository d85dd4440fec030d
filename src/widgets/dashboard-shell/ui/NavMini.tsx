import type { NavItem, NavSection } from '@/shared/navigation';
import { NavEntry } from './NavEntry';
import { NavFlyout } from './NavFlyout';

const MiniLabel = ({ item }: { item: NavItem }) => (
  <>
    <span className="nav-icon" aria-hidden="true">
      {item.icon}
    </span>
    <span className="nav-title">{item.title}</span>
    {item.info ? <span className="nav-info">{item.info}</span> : null}
  </>
);

/** Mini side navigation (88 px): icon over a short title; groups open a flyout on hover. */
export const NavMini = ({ sections }: { sections: NavSection[] }) => (
  <>
    {sections.map((section) => (
      <ul key={section.subheader} className="nav-list nav-mini-section" aria-label={section.subheader}>
        {section.items.map((item) =>
          item.children && item.children.length > 0 ? (
            <NavFlyout key={item.title} item={item} placement="side" label={<MiniLabel item={item} />} />
          ) : (
            <li key={item.title}>
              <NavEntry item={item} className="nav-item" title={item.caption}>
                <MiniLabel item={item} />
              </NavEntry>
            </li>
          ),
        )}
      </ul>
    ))}
  </>
);
