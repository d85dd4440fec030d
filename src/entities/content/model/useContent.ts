import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useMemo } from 'react';
import {
  useContentButtonsQuery,
  useContentComponentsQuery,
  useContentHealthQuery,
  useContentItemsQuery,
  useContentMenuQuery,
} from '../api/cmsEndpoints';
import { NAVBAR_MENU_TYPE, type CmsButton, type CmsComponent, type CmsItem, type CmsMenuEntry } from './types';

type ContentHealth = 'unknown' | 'healthy' | 'unhealthy';

/** The same empty lists every render, so a page that memoizes on the content skips work until something arrives. */
const NO_ITEMS: readonly CmsItem[] = [];
const NO_MENU: readonly CmsMenuEntry[] = [];
const NO_BUTTONS: readonly CmsButton[] = [];
const NO_COMPONENTS: readonly CmsComponent[] = [];

/**
 * Content with the health gate of spec §4: unknown → healthy or not; items, menus, buttons and
 * components are fetched only once the service said 'Healthy'.
 *
 * The content is a deferred value: the store's answers re-render the page at once (as every store update does),
 * but with the content it already shows, so a page that memoizes its parts on it does almost nothing then; React
 * draws the new content right after, at low priority, in slices the browser can interrupt between. The content's
 * five answers therefore never hold the main thread in one long task while the visitor types or taps (issue 17).
 */
export const useContent = () => {
  const health = useContentHealthQuery();
  const status: ContentHealth = health.isLoading || health.isUninitialized ? 'unknown' : health.data === true ? 'healthy' : 'unhealthy';
  const gate = status === 'healthy' ? undefined : skipToken;
  const items = useContentItemsQuery(gate);
  const menu = useContentMenuQuery(status === 'healthy' ? NAVBAR_MENU_TYPE : skipToken);
  const buttons = useContentButtonsQuery(gate);
  const components = useContentComponentsQuery(gate);
  const isLoading = status === 'unknown' || items.isLoading || menu.isLoading;
  const content = useMemo(
    () => ({
      health: status,
      items: items.data ?? NO_ITEMS,
      menu: menu.data ?? NO_MENU,
      buttons: buttons.data ?? NO_BUTTONS,
      components: components.data ?? NO_COMPONENTS,
      isLoading,
    }),
    [status, items.data, menu.data, buttons.data, components.data, isLoading],
  );
  return useDeferredValue(content);
};
