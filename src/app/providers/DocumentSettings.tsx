import { useEffect } from 'react';
import { selectSettings, useThemeMode } from '@/entities/appearance';
import { useAppSelector } from '@/shared/model';
// The antd-free screens' colours for every mode, contrast and preset, generated from antd's design tokens at
// build time (build/themeCss.ts); they follow the attributes set below.
import 'virtual:aurora-native-tokens.css';

/**
 * Mirrors the settings on <html> (direction, mode, contrast, preset, stretch) so plain CSS can follow them; the mode
 * is the one drawn (chosen, else the device's), as index.html's inline script set it before the first paint.
 */
export const DocumentSettings = () => {
  const settings = useAppSelector(selectSettings);
  const themeMode = useThemeMode();
  useEffect(() => {
    const root = document.documentElement;
    root.dir = settings.themeDirection;
    root.dataset.theme = themeMode;
    root.dataset.contrast = settings.themeContrast;
    root.dataset.stretch = String(settings.themeStretch);
    root.dataset.preset = settings.themeColorPresets;
    root.style.colorScheme = themeMode;
  }, [settings, themeMode]);
  return null;
};
