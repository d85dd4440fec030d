import { CMS_STORAGE_KEYS, cmsApi, PREVIEW_HEADER, storeCmsArray } from '@/shared/api';
import type { CmsButton, CmsComponent, CmsItem, CmsMenuEntry } from '../model/types';

const asArray = <T,>(response: unknown): T[] => (Array.isArray(response) ? (response as T[]) : []);

/** Keeps the answer in local storage as the spec's cms_* arrays. */
const persistTo =
  (key: string) =>
  async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<{ data: unknown }> }) => {
    try {
      const { data } = await queryFulfilled;
      storeCmsArray(key, data);
    } catch {
      // Content fetch failures are silent (spec §8).
    }
  };

export const cmsEndpoints = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** true only when the service answers the text 'Healthy'. */
    contentHealth: build.query<boolean, void>({
      query: () => ({ url: 'health/live', responseHandler: 'text' }),
      transformResponse: (text: string) => text.trim() === 'Healthy',
    }),
    contentItems: build.query<CmsItem[], void>({
      query: () => ({ url: 'v1/site/item', headers: PREVIEW_HEADER }),
      transformResponse: asArray<CmsItem>,
      onQueryStarted: persistTo(CMS_STORAGE_KEYS.items),
    }),
    contentMenu: build.query<CmsMenuEntry[], number>({
      query: (menuType) => ({ url: `v1/site/menu/all/${menuType}`, headers: PREVIEW_HEADER }),
      transformResponse: asArray<CmsMenuEntry>,
      onQueryStarted: persistTo(CMS_STORAGE_KEYS.menus),
    }),
    contentButtons: build.query<CmsButton[], void>({
      query: () => ({ url: 'v1/site/buttons', headers: PREVIEW_HEADER }),
      transformResponse: asArray<CmsButton>,
      onQueryStarted: persistTo(CMS_STORAGE_KEYS.buttons),
    }),
    contentComponents: build.query<CmsComponent[], void>({
      query: () => ({ url: 'v1/site/components', headers: PREVIEW_HEADER }),
      transformResponse: asArray<CmsComponent>,
      onQueryStarted: persistTo(CMS_STORAGE_KEYS.components),
    }),
  }),
});

export const {
  useContentHealthQuery,
  useContentItemsQuery,
  useContentMenuQuery,
  useContentButtonsQuery,
  useContentComponentsQuery,
} = cmsEndpoints;
