import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, useContext } from 'react';

export const ToastContext = createContext<NotificationInstance | null>(null);

/** The notification API of the nearest ToastProvider, or null outside one. */
export const useToastApi = (): NotificationInstance | null => useContext(ToastContext);
