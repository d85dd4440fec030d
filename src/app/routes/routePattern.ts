import { matchRoutes } from 'react-router-dom';
import { routes } from './router';

/**
 * The pattern of the route a path belongs to, from the route table itself (`/auth/verify/a%40b.com` →
 * `/auth/verify/:email`): what analytics names a page by, so no e-mail, code, document or id in a URL reaches it.
 */
export const routePattern = (pathname: string): string => {
  const segments = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.path ? route.path.split('/') : []));
  return `/${segments.filter(Boolean).join('/')}`;
};
