import type { RouteObject } from 'react-router';

export const distributionCenterRoutes: RouteObject[] = [];
