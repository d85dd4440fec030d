import { skipToken } from '@reduxjs/toolkit/query';
import {
  useContentButtonsQuery,
  useContentComponentsQuery,
  useContentHealthQuery,
  useContentItemsQuery,
  useContentMenuQuery,
} from '../api/cmsEndpoints';
import { NAVBAR_MENU_TYPE } from './types';

type ContentHealth = 'unknown' | 'healthy' | 'unhealthy';

/**
 * Content with the health gate of spec §4: unknown → healthy or not; items, menus, buttons and
 * components are fetched only once the service said 'Healthy'.
 */
export const useContent = () => {
  const health = useContentHealthQuery();
  const status: ContentHealth = health.isLoading || health.isUninitialized ? 'unknown' : health.data === true ? 'healthy' : 'unhealthy';
  const gate = status === 'healthy' ? undefined : skipToken;
  const items = useContentItemsQuery(gate);
  const menu = useContentMenuQuery(status === 'healthy' ? NAVBAR_MENU_TYPE : skipToken);
  const buttons = useContentButtonsQuery(gate);
  const components = useContentComponentsQuery(gate);
  return {
    health: status,
    items: items.data ?? [],
    menu: menu.data ?? [],
    buttons: buttons.data ?? [],
    components: components.data ?? [],
    isLoading: status === 'unknown' || items.isLoading || menu.isLoading,
  };
};
