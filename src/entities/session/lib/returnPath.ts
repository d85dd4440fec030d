import { ROUTES } from '@/shared/routes';

/** Only dashboard paths are remembered: never an external or auth URL. */
export const isSafeReturnPath = (path: string): boolean =>
  path.startsWith(`${ROUTES.dashboard.path}/`) && !path.startsWith('//') && !path.includes('://') && !path.includes('\\');
