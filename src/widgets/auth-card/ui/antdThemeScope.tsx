import type { ReactNode } from 'react';
import { AntdThemeScope } from '@/entities/appearance';
import { SessionNoticeToast } from './SessionNoticeToast';

/**
 * A module of its own so the layout loads antd lazily (React.lazy wants a default export): the theme
 * scope, plus the toast a previous screen handed over (it needs antd's toasts, so it lives here too).
 */
const AuthAntdScope = ({ children }: { children: ReactNode }) => (
  <AntdThemeScope>
    <SessionNoticeToast />
    {children}
  </AntdThemeScope>
);

export default AuthAntdScope;
