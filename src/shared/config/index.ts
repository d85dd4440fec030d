export { absoluteUrl, buildTimeConfig } from './appConfig';
export { AppConfigProvider, useAppConfig } from './appConfigContext';
export type { AppConfig } from './appConfig';
export { loadRuntimeConfig } from './runtimeConfig';
export {
  ACTIVATION_LINK_MINUTES,
  APP_VERSION,
  FIRST_ACCESS_VERSION,
  FORGOT_PASSWORD_REDIRECT_MS,
  HEADER,
  LAZY_IMAGE,
  MFA_CODE_TTL_MS,
  MFA_RESEND_COOLDOWN_MS,
  PUBLIC_DRAWER_WIDTH,
  SIDEBAR,
  TOAST,
  TOKEN_EXPIRY_MARGIN_MS,
} from './constants';
