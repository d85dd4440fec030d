/** Everything an environment may change without a rebuild (decisions §1, runtime config.json). */
export type AppConfig = {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  apiUrl: string;
  cmsUrl: string;
  clientAccessKey: string;
  graphqlUrl: string;
  gaTagId: string;
  /** The retailer's CNPJ shown beside the payment codes ('Beneficiário', decisions §9). */
  payeeCnpj: string;
  apiMocking: boolean;
};

const env = import.meta.env;

/**
 * The build's values, which `/config.json` overrides at start (bootstrap). The runtime configuration is handed down
 * from there: to components through `AppConfigProvider`, to the API layer through the store (shared/api's context).
 */
export const buildTimeConfig: AppConfig = Object.freeze({
  brandName: env.VITE_BRAND_NAME || 'Aurora Energia',
  supportEmail: env.VITE_SUPPORT_EMAIL || 'atendimento@auroraenergia.com.br',
  supportPhone: env.VITE_SUPPORT_PHONE || '5511940028922',
  apiUrl: env.VITE_API_URL || '/',
  cmsUrl: env.VITE_CMS_URL || '/api',
  clientAccessKey: env.VITE_CLIENT_ACCESS_KEY || 'portal-web',
  graphqlUrl: env.VITE_GRAPHQL_URL || '',
  gaTagId: env.VITE_GA_TAG_ID || '',
  payeeCnpj: env.VITE_PAYEE_CNPJ || '',
  apiMocking: env.VITE_API_MOCKING === 'enabled',
});

/** Resolves a possibly relative base URL against the page origin (Node's Request rejects bare paths). */
export const absoluteUrl = (base: string): string => {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(base, origin.endsWith('/') ? origin : `${origin}/`).toString();
};
