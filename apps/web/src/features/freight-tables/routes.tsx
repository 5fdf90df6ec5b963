import type { RouteObject } from 'react-router';

export const freightTableRoutes: RouteObject[] = [];
