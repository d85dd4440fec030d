import { ConfigProvider, theme as antdTheme } from 'antd';
// The ESM build: the CommonJS 'antd/locale/pt_BR' loses its default export in the production bundle.
import ptBR from 'antd/es/locale/pt_BR';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useAppSelector } from '@/shared/model';
import { ToastProvider } from '@/shared/ui/toast';
import { buildThemeConfig } from '../lib/theme';
import { selectSettings } from '../model/settingsSlice';
import { useThemeMode } from '../model/themeMode';

/**
 * antd theme, pt-BR locale, direction and toasts (spec §9) for the layouts that use antd. It lives
 * here, not in the app entry, so the public site never downloads antd.
 */
export const AntdThemeScope = ({ children }: { children: ReactNode }) => {
  const settings = useAppSelector(selectSettings);
  const themeMode = useThemeMode();
  const theme = useMemo(() => buildThemeConfig({ ...settings, themeMode }), [settings, themeMode]);
  return (
    <ConfigProvider locale={ptBR} theme={theme} direction={settings.themeDirection}>
      <ToastProvider>
        <ThemedBody />
        {children}
      </ToastProvider>
    </ConfigProvider>
  );
};

/** Paints the page with the theme's body colours while an antd layout is shown. */
const ThemedBody = () => {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    const { style } = document.body;
    style.background = token.colorBgLayout;
    style.color = token.colorText;
    return () => {
      style.background = '';
      style.color = '';
    };
  }, [token.colorBgLayout, token.colorText]);
  return null;
};
