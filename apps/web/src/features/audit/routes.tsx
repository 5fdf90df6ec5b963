import type { RouteObject } from 'react-router';
import { AuditImportPage } from './routes/audit-import.page';
import { FreightBillsPage } from './routes/freight-bills.page';
import { AuditPage } from './routes/audit.page';
import { AuditSettingsPage } from './routes/audit-settings.page';

export const auditRoutes: RouteObject[] = [
  { path: '/audit', element: <AuditPage key="reconciled" unreconciled={false} /> },
  { path: '/audit/without-order', element: <AuditPage key="without-order" unreconciled /> },
  { path: '/audit/import', element: <AuditImportPage /> },
  { path: '/audit/settings', element: <AuditSettingsPage /> },
  { path: '/audit/bills', element: <FreightBillsPage /> },
];
