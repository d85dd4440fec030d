export {
  cmsEndpoints,
  useContentButtonsQuery,
  useContentComponentsQuery,
  useContentHealthQuery,
  useContentItemsQuery,
  useContentMenuQuery,
} from './api/cmsEndpoints';
export { NAVBAR_MENU_TYPE } from './model/types';
export type { CmsButton, CmsComponent, CmsItem, CmsMenuEntry } from './model/types';
export { useContent } from './model/useContent';
export type { ContentHealth } from './model/useContent';
export { POPUP_SEEN_KEY } from './model/popupOnce';
export { buildFallbackMenu, byOrder, fallbackMenuTitles, resolveNavMenu, slugify } from './lib/menu';
export type { NavEntry } from './lib/menu';
export { isPopupItem, sectionItems, splitBlocks } from './lib/sections';
export { componentsBySlug, readableTextOn, sectionStyle } from './lib/sectionStyle';
export { CmsSection } from './ui/CmsSection';
export { ContentPopup } from './ui/ContentPopup';
export { LazyImage } from './ui/LazyImage';
