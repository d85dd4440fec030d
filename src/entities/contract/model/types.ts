import type { ProductSchemas } from '@/shared/api';

/** Contract of spec §3 plus the id the download call needs and the supply address (openapi/product-api.yaml). */
export type Contract = ProductSchemas['Contract'];
