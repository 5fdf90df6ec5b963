import type { RouteObject } from 'react-router';
import { FreightRuleEditPage } from './routes/freight-rule-edit.page';
import { FreightRuleNewPage } from './routes/freight-rule-new.page';
import { FreightRuleRemovePage } from './routes/freight-rule-remove.page';
import { FreightRulesListPage } from './routes/freight-rules-list.page';

export const freightRuleRoutes: RouteObject[] = [
  { path: '/settings/freight-rules', element: <FreightRulesListPage /> },
  { path: '/settings/freight-rules/new', element: <FreightRuleNewPage /> },
  { path: '/settings/freight-rules/edit/:id', element: <FreightRuleEditPage /> },
  { path: '/settings/freight-rules/remove/:id', element: <FreightRuleRemovePage /> },
];
