/** Content-service shapes (spec §3, decisions §3). */
export type CmsItem = {
  id?: string | number;
  title: string;
  slug: string;
  order: number;
  typeName?: string;
  type?: string;
  subtitle?: string | null;
  body?: string | null;
  imageUrl?: string | null;
};

export type CmsMenuEntry = { id?: string | number; title: string; slug: string; order: number };

export type CmsComponent = {
  id?: string | number;
  componentTypeName: string;
  slug?: string | null;
  order: number;
  backgroundColor?: string | null;
  width?: string | number | null;
  height?: string | number | null;
};

export type CmsButton = Record<string, unknown>;

export const NAVBAR_MENU_TYPE = 0;
