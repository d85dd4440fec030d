import { useSyncExternalStore } from 'react';
import { useAppSelector } from '@/shared/model';
import { selectChosenThemeMode, type ThemeMode } from './settingsSlice';

const DARK = '(prefers-color-scheme: dark)';

/** The browser's query, read where it is asked (the browser keeps the fact; nothing here holds it). */
const darkQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK) : null);

const subscribe = (onChange: () => void) => {
  const query = darkQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
const deviceMode = (): ThemeMode => (darkQuery()?.matches ? 'dark' : 'light');
// Pages rendered into HTML at build time are drawn light; on the device index.html's inline script has already set
// the right mode on <html>, and hydration takes the device's at once.
const buildTimeMode = (): ThemeMode => 'light';

/**
 * The mode the portal is drawn in (decisions §11): the one chosen in Configurações, else the device's light or dark
 * preference, followed live while no choice is stored.
 */
export function useThemeMode(): ThemeMode {
  const chosen = useAppSelector(selectChosenThemeMode);
  const device = useSyncExternalStore(subscribe, deviceMode, buildTimeMode);
  return chosen ?? device;
}
