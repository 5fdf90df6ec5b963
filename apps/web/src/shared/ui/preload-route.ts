import { matchRoutes, type Params, type RouteObject, useLocation } from 'react-router';
import type { Preloadable } from './lazy-page';

/** What a route may start before its page renders: its data, read by the page once its code is in. */
export interface RoutePrefetch {
  prefetch: (params: Params, search: URLSearchParams, place: Place) => void;
}

interface Place {
  pathname: string;
  search: string;
}

/**
 * Starts at once, side by side, what the routes matching `place` would otherwise load one after the
 * other as each renders: every lazy element's code and each route's data (`handle.prefetch`). On a
 * phone each of those steps is a round trip or a slow render (issue 34). `data: false` for a page
 * that came with its data (shared/ssr).
 */
export function preloadRoute(routes: RouteObject[], place: Place, { data = true } = {}): void {
  const search = new URLSearchParams(place.search);
  for (const { route, params } of matchRoutes(routes, place.pathname) ?? []) {
    const type = (route.element as { type?: Partial<Preloadable> } | undefined)?.type;
    void type?.preload?.();
    if (data) (route.handle as RoutePrefetch | undefined)?.prefetch(params, search, place);
  }
}

const preloadedKeys = new WeakMap<RouteObject[], string>();

/** preloadRoute for a nested route table, once per navigation: its component re-renders as the shell and page load. */
export function usePreloadRoute(routes: RouteObject[]): void {
  const location = useLocation();
  if (preloadedKeys.get(routes) === location.key) return;
  preloadedKeys.set(routes, location.key);
  preloadRoute(routes, location);
}
