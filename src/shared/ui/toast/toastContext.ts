import { createContext, useContext } from 'react';

/** One toast as `useToast` asks for it (antd's notification API takes it as it is). */
export type ToastArgs = { key: string; title: string; role: 'alert' | 'status' };

/** What shows toasts: antd's notification API (ToastProvider), or a screen's own toasts without antd. */
export type ToastApi = Record<'success' | 'info' | 'warning' | 'error', (toast: ToastArgs) => void>;

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest provider, or null outside one. */
export const useToastApi = (): ToastApi | null => useContext(ToastContext);
