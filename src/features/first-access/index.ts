export { firstAccessApi, useFirstAccessMutation } from './api/firstAccessApi';
export type { FirstAccessRequest } from './api/firstAccessApi';
