import type { RouteObject } from 'react-router';

export const quoteRoutes: RouteObject[] = [];
