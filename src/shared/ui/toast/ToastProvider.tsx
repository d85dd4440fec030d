import { notification } from 'antd';
import type { ReactNode } from 'react';
import { TOAST_CONFIG } from './config';
import { ToastContext } from './toastContext';

/**
 * Where toasts render, inside antd's ConfigProvider so they take the theme. Only antd's notification API:
 * antd's `<App>` would also bring its modal and message hooks to every antd screen (docs/code-figures.md, "Code loaded later").
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  return (
    <ToastContext.Provider value={api}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
};
