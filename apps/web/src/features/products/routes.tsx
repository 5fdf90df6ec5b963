import type { RouteObject } from 'react-router';

export const productRoutes: RouteObject[] = [];
