import type { RouteObject } from 'react-router';

export const freightRuleRoutes: RouteObject[] = [];
