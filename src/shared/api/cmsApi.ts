import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { absoluteUrl } from '@/shared/config';
import { apiContextOf } from './apiContext';

/** Local-storage keys where content answers are kept as arrays (spec §7). */
export const CMS_STORAGE_KEYS = {
  items: 'cms_items',
  menus: 'cms_menus',
  buttons: 'cms_buttons',
  components: 'cms_components',
} as const;

/** Cached content is dropped at start and refetched (spec §4). */
export const clearCmsCache = (): void => {
  for (const key of Object.values(CMS_STORAGE_KEYS)) globalThis.localStorage?.removeItem(key);
};

export const storeCmsArray = (key: string, value: unknown): void => {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(Array.isArray(value) ? value : []));
  } catch {
    // A full storage only loses the cache; the answer is still in memory.
  }
};

export const PREVIEW_HEADER = { preview: 'true' } as const;

/** Lets the browser run a task (a frame, a key) before the caller goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The content service (base /api, cookies sent); entities/cms injects its endpoints. */
export const cmsApi = createApi({
  reducerPath: 'cms',
  baseQuery: async (args, api, extra) => {
    const { config, backendReady } = apiContextOf(api);
    await backendReady;
    // Each call is prepared in a task of its own. A page's content calls start together, as its sections are drawn,
    // and preparing all five (their Request and Headers) in the task that drew them made it the home page's longest
    // task after its first paint (docs/code-figures.md, "Start-up tasks").
    await nextTask();
    return fetchBaseQuery({ baseUrl: absoluteUrl(config.cmsUrl).replace(/\/?$/, '/'), credentials: 'include' })(args, api, extra);
  },
  endpoints: () => ({}),
});
