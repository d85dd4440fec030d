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
