/// <reference types="vite/client" />

// Declaration merging with Vite's ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merging with Vite needs an interface
interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_CMS_URL?: string;
  readonly VITE_CLIENT_ACCESS_KEY?: string;
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_GA_TAG_ID?: string;
  readonly VITE_PAYEE_CNPJ?: string;
  readonly VITE_API_MOCKING?: string;
}
