import type { ContentSchemas } from '@/shared/api';

/** Content-service shapes (spec §3, decisions §3), as openapi/content-api.yaml defines them. */
export type CmsItem = ContentSchemas['CmsItem'];

export type CmsMenuEntry = ContentSchemas['CmsMenuEntry'];

export type CmsComponent = ContentSchemas['CmsComponent'];

export type CmsButton = ContentSchemas['CmsButton'];

export const NAVBAR_MENU_TYPE = 0;
