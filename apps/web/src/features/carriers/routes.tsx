import type { RouteObject } from 'react-router';

export const carrierRoutes: RouteObject[] = [];
