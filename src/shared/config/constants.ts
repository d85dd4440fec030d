/** Business constants of spec §9. */
export const APP_VERSION = '2.8.69';
export const FIRST_ACCESS_VERSION = 'V.0.1.1446';
export const HEADER = { mobile: 64, desktop: 88, dashboardDesktop: 92, scrollOffset: 60 } as const;
export const SIDEBAR = { vertical: 252, mini: 88 } as const;
export const PUBLIC_DRAWER_WIDTH = 250;
export const TOAST = { maxCount: 5, durationMs: 3000 } as const;
export const FORGOT_PASSWORD_REDIRECT_MS = 2000;
export const ACTIVATION_LINK_MINUTES = 15;
export const TOKEN_EXPIRY_MARGIN_MS = 5 * 60 * 1000;
export const LAZY_IMAGE = { thresholdPx: 100, throttleMs: 300 } as const;

/** The e-mailed sign-in code (issue 18): valid for 10 minutes; a new one may be asked 60 s after each send. */
export const MFA_CODE_TTL_MS = 10 * 60 * 1000;
export const MFA_RESEND_COOLDOWN_MS = 60 * 1000;
