import { PATHS } from '@/shared/config';

/** Only dashboard paths are remembered: never an external or auth URL. */
export const isSafeReturnPath = (path: string): boolean =>
  path.startsWith(`${PATHS.dashboard.root}/`) && !path.startsWith('//') && !path.includes('://') && !path.includes('\\');
