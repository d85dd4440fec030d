import type { CmsItem } from './types';

/** sessionStorage: popups already shown in this browser session (spec: once per session). */
export const POPUP_SEEN_KEY = 'cms_popups_seen';

const popupKey = (item: CmsItem): string => String(item.id ?? item.slug);

const readSeen = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(POPUP_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

export const wasPopupSeen = (item: CmsItem): boolean => readSeen().includes(popupKey(item));

export const markPopupSeen = (item: CmsItem): void => {
  try {
    const seen = new Set(readSeen()).add(popupKey(item));
    sessionStorage.setItem(POPUP_SEEN_KEY, JSON.stringify([...seen]));
  } catch {
    // Private mode may refuse storage: the popup then simply shows again next time.
  }
};
