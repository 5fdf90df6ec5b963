import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const AuditImportPage = lazyPage(() => import('./routes/audit-import.page'), 'AuditImportPage');
const FreightBillsPage = lazyPage(() => import('./routes/freight-bills.page'), 'FreightBillsPage');
const AuditPage = lazyPage(() => import('./routes/audit.page'), 'AuditPage');
const AuditSettingsPage = lazyPage(() => import('./routes/audit-settings.page'), 'AuditSettingsPage');

export const auditRoutes: RouteObject[] = [
  { path: '/audit', element: <AuditPage key="reconciled" unreconciled={false} /> },
  { path: '/audit/without-order', element: <AuditPage key="without-order" unreconciled /> },
  { path: '/audit/import', element: <AuditImportPage /> },
  { path: '/audit/settings', element: <AuditSettingsPage /> },
  { path: '/audit/bills', element: <FreightBillsPage /> },
];
