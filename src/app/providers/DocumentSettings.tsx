import { useEffect } from 'react';
import { selectSettings } from '@/entities/appearance';
import { useAppSelector } from '@/shared/model';

/** Mirrors the settings on <html> (direction, mode, contrast, stretch) so plain CSS can follow them. */
export const DocumentSettings = () => {
  const settings = useAppSelector(selectSettings);
  useEffect(() => {
    const root = document.documentElement;
    root.dir = settings.themeDirection;
    root.dataset.theme = settings.themeMode;
    root.dataset.contrast = settings.themeContrast;
    root.dataset.stretch = String(settings.themeStretch);
    root.dataset.preset = settings.themeColorPresets;
    root.style.colorScheme = settings.themeMode;
  }, [settings]);
  return null;
};
