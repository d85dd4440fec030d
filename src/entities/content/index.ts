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
export { resolveNavMenu } from './lib/menu';
export type { NavEntry } from './lib/menu';
export { sectionItems, splitBlocks } from './lib/sections';
export { componentsBySlug, sectionStyle } from './lib/sectionStyle';
export { CmsSection } from './ui/CmsSection';
export { ContentPopup } from './ui/ContentPopup';
export { LazyImage } from './ui/LazyImage';
