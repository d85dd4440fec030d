import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { useEffect, useMemo, type ReactNode } from 'react';
import { buildThemeConfig, selectSettings } from '@/entities/appearance';
import { useAppSelector } from '@/shared/model';
import { TOAST_CONFIG } from '@/shared/ui/toast';

/** antd theme, locale and direction from the persisted settings; toasts per spec §9. */
export const ThemeProvider = ({ children }: { children: ReactNode }) => {
  const settings = useAppSelector(selectSettings);
  const theme = useMemo(() => buildThemeConfig(settings), [settings]);

  useEffect(() => {
    const root = document.documentElement;
    root.dir = settings.themeDirection;
    root.dataset.theme = settings.themeMode;
    root.dataset.contrast = settings.themeContrast;
    root.dataset.stretch = String(settings.themeStretch);
    root.style.colorScheme = settings.themeMode;
  }, [settings]);

  return (
    <ConfigProvider locale={ptBR} theme={theme} direction={settings.themeDirection}>
      <AntdApp notification={TOAST_CONFIG} component={false}>
        <ThemedBody />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
};

/** Paints the page background with the theme's body colour (the layouts sit on it). */
const ThemedBody = () => {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token.colorBgLayout, token.colorText]);
  return null;
};
