export { firstAccessApi, useFirstAccessMutation } from './api/firstAccessApi';
export type { FirstAccessRequest } from './api/firstAccessApi';
export { FIRST_ACCESS_FAILED } from './model/useFirstAccessSubmit';
export { FirstAccessForm } from './ui/FirstAccessForm';
