import type { RouteObject } from 'react-router';

export const quotationViewRoutes: RouteObject[] = [];
