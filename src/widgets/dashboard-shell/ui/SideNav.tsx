import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { selectSettings, settingChanged } from '@/entities/appearance';
import { SIDEBAR } from '@/shared/config';
import type { NavSection } from '@/shared/navigation';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { NavMini } from './NavMini';
import { NavVertical } from './NavVertical';

/** Desktop side navigation, vertical (252 px) or mini (88 px), with the button that switches them. */
export const SideNav = ({ sections, mini }: { sections: NavSection[]; mini: boolean }) => {
  const dispatch = useAppDispatch();
  const rtl = useAppSelector(selectSettings).themeDirection === 'rtl';
  const pointsStart = !mini !== rtl;
  return (
    <div className={`shell-sidebar${mini ? ' is-mini' : ''}`} style={{ width: mini ? SIDEBAR.mini : SIDEBAR.vertical }}>
      <button
        type="button"
        className="shell-sidebar-toggle"
        aria-label={mini ? 'Expandir menu lateral' : 'Recolher menu lateral'}
        title={mini ? 'Expandir menu lateral' : 'Recolher menu lateral'}
        onClick={() => dispatch(settingChanged({ key: 'themeLayout', value: mini ? 'vertical' : 'mini' }))}
      >
        {pointsStart ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />}
      </button>
      <nav className="shell-sidebar-scroll" aria-label="Navegação principal">
        {mini ? <NavMini sections={sections} /> : <NavVertical sections={sections} />}
      </nav>
    </div>
  );
};
