import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { selectSettings } from '@/entities/appearance';
import type { NavSection } from '@/shared/navigation';
import { useAppSelector } from '@/shared/model';
import { NavEntry } from './NavEntry';

/** The mobile menu's sections, each a titled list of links. */
export const MobileMenuSections = ({ sections, onNavigate }: { sections: NavSection[]; onNavigate: () => void }) => {
  const id = useId();
  const rtl = useAppSelector(selectSettings).themeDirection === 'rtl';
  return (
    <nav aria-label="Menu do portal" className="mobile-menu-nav">
      {sections.map((section, index) => (
        <section key={section.subheader} className="mobile-menu-section">
          <h3 id={`${id}-${index}`} className="mobile-menu-subheader">
            {section.subheader}
          </h3>
          <ul className="nav-list" aria-labelledby={`${id}-${index}`}>
            {section.items.map((item) => (
              <li key={item.path}>
                <NavEntry item={item} className="mobile-menu-link" onNavigate={onNavigate}>
                  <span className="nav-icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className="nav-title">{item.title}</span>
                  {rtl ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />}
                </NavEntry>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
};
