import type { NavSection } from '@/shared/navigation';
import { NavEntry, NavLabel } from './NavEntry';
import { NavFlyout } from './NavFlyout';

/** Horizontal navigation under the top bar; groups open a dropdown on hover or click. */
export const NavHorizontal = ({ sections }: { sections: NavSection[] }) => (
  <nav className="shell-hnav" aria-label="Navegação principal">
    <ul className="nav-list nav-hlist">
      {sections.flatMap((section) =>
        section.items.map((item) =>
          item.children && item.children.length > 0 ? (
            <NavFlyout key={item.title} item={item} placement="below" label={<NavLabel item={item} showCaption={false} />} />
          ) : (
            <li key={item.title}>
              <NavEntry item={item} className="nav-item" title={item.caption}>
                <NavLabel item={item} showCaption={false} />
              </NavEntry>
            </li>
          ),
        ),
      )}
    </ul>
  </nav>
);
