import { useLocation } from 'react-router-dom';
import { DEFAULT_DASHBOARD_PATH, screenAt } from './screens';

/** The route table's entry of the screen shown. */
const useScreen = () => screenAt(useLocation().pathname);

/** The level-1 heading of the screen shown: its title, unless the table gives it another. */
export const useScreenHeading = (): string => {
  const screen = useScreen();
  return (screen?.heading === undefined ? screen?.title : screen.heading) ?? '';
};

/** Where the phone's back arrow goes when the page was the first one opened (null: the screen has no arrow). */
export const useBackTarget = (): string | null => {
  const screen = useScreen();
  return screen?.back === undefined ? DEFAULT_DASHBOARD_PATH : screen.back;
};
