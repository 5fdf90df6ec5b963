import { type OrderFilters, ordersReport } from '@despacho/api-client';
import { ReportRequestButton } from '../../../shared/ui/report-request-button';

/** 'Relatório': the list's current filters, built in the background and e-mailed as a CSV. */
export function OrdersReportButton({ filters }: { filters: OrderFilters }) {
  return (
    <ReportRequestButton request={async () => (await ordersReport({ query: { filters }, throwOnError: true })).data} />
  );
}
