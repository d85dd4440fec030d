export { AREAS, ROUTES } from 'virtual:routing-table';
export { DEFAULT_DASHBOARD_PATH, hrefOf, REDIRECTS, SCREENS } from './screens';
export { useBackTarget, useScreenHeading } from './useScreen';
export type { Area, Screen } from './types';
export { useAddressParams } from './useAddressParams';
