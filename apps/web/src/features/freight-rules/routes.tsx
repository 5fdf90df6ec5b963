import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const FreightRuleEditPage = lazyPage(() => import('./routes/freight-rule-edit.page'), 'FreightRuleEditPage');
const FreightRuleNewPage = lazyPage(() => import('./routes/freight-rule-new.page'), 'FreightRuleNewPage');
const FreightRuleRemovePage = lazyPage(() => import('./routes/freight-rule-remove.page'), 'FreightRuleRemovePage');
const FreightRulesListPage = lazyPage(() => import('./routes/freight-rules-list.page'), 'FreightRulesListPage');

export const freightRuleRoutes: RouteObject[] = [
  { path: '/settings/freight-rules', element: <FreightRulesListPage /> },
  { path: '/settings/freight-rules/new', element: <FreightRuleNewPage /> },
  { path: '/settings/freight-rules/edit/:id', element: <FreightRuleEditPage /> },
  { path: '/settings/freight-rules/remove/:id', element: <FreightRuleRemovePage /> },
];
