/** Route paths of spec §2; screens and tests use these, never string literals. */
export const PATHS = {
  home: '/',
  cookies: '/cookies',
  cookiesAlias: '/aviso-de-cookies',
  privacy: '/aviso-de-privacidade',
  customerService: '/canal-atendimento-cliente',
  page404: '/404',
  auth: {
    root: '/auth',
    login: '/auth/login',
    resetPassword: '/auth/reset-password',
    newPassword: (email: string, code: string) => `/auth/new-password/${encodeURIComponent(email)}/${encodeURIComponent(code)}`,
    firstAccess: '/auth/first-access',
    consumptionUnit: '/auth/consumption-unit',
    verify: (maskedEmail: string) => `/auth/verify/${encodeURIComponent(maskedEmail)}`,
  },
  dashboard: {
    root: '/dashboard',
    app: '/dashboard/app',
    contract: '/dashboard/contract',
    invoice: '/dashboard/invoice',
    daily: '/dashboard/daily',
    economy: '/dashboard/economy',
    management: '/dashboard/management',
    units: '/dashboard/units',
    user: {
      root: '/dashboard/user',
      account: '/dashboard/user/account',
      profile: '/dashboard/user/profile',
      edit: (id: string) => `/dashboard/user/${encodeURIComponent(id)}/edit`,
    },
  },
} as const;

export const DEFAULT_DASHBOARD_PATH = PATHS.dashboard.app;
