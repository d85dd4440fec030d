import { useSyncExternalStore } from 'react';

/** antd's lg breakpoint: the desktop navbar starts here (spec §9). */
export const DESKTOP_QUERY = '(min-width: 992px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(DESKTOP_QUERY);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
};

const getSnapshot = () => window.matchMedia(DESKTOP_QUERY).matches;

/** True from lg up; read synchronously so the first paint already has the right bar. */
export const useIsDesktop = (): boolean => useSyncExternalStore(subscribe, getSnapshot, () => true);
