import type { ProductSchemas } from '@/shared/api';

/** A consumption unit as the API sends it (openapi/product-api.yaml). */
export type PhysicalAsset = ProductSchemas['PhysicalAsset'];

export type Address = {
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
  zipcode?: string | null;
};

type UserRole = 'customer' | 'manager';

/** The signed-in customer (spec §3). `cnpj` holds a CPF or a CNPJ, unmasked. */
export type User = {
  id?: string;
  displayName: string;
  photoURL?: string | null;
  role: UserRole | string;
  email: string;
  cnpj: string;
  address?: Address | null;
  physicalAssets: PhysicalAsset[];
};

/** The store as the session's listeners see it (the app's store satisfies it). */
export type SessionStore = Pick<AppStore, 'dispatch' | 'getState' | 'startListening'>;
