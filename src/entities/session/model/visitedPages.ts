import { isSafeReturnPath } from '../lib/returnPath';
import { pageVisited, selectReturnPath } from './sessionSlice';
import type { SessionStore } from './types';

type Location = { pathname: string; search: string; hash: string };
/** What the session needs of a router: its current location and a way to follow it. */
export type RouterLike = { state: { location: Location }; subscribe: (listener: (state: { location: Location }) => void) => () => void };

/**
 * The last dashboard page visited is remembered (spec §2) from the router's location, outside render:
 * the guards only read it.
 */
export const followVisitedPages = (router: RouterLike, store: Pick<SessionStore, 'dispatch' | 'getState'>): (() => void) => {
  let last: string | null = null;
  const visit = ({ pathname, search, hash }: Location) => {
    const path = `${pathname}${search}${hash}`;
    // The router also reports while it leaves a page (a logout's redirect): only a new location is a visit.
    if (path === last) return;
    last = path;
    if (isSafeReturnPath(path) && selectReturnPath(store.getState()) !== path) store.dispatch(pageVisited(path));
  };
  visit(router.state.location);
  return router.subscribe((state) => visit(state.location));
};
