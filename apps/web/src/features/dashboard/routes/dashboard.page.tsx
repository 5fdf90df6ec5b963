import { dashboardReport } from '@despacho/api-client';
import { Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { PageTitle } from '../../../shared/ui/page-title';
import { ReportRequestButton } from '../../../shared/ui/report-request-button';
import { canAccess, useMe } from '../../../shared/use-me';
import {
  queryOf,
  useDashboardCarrierKpi,
  useDashboardCarriersSla,
  useDashboardDeliveryPromise,
  useDashboardFigures,
  useDashboardOrderStatus,
} from '../api/dashboard-queries';
import { CarrierKpiHeatmap } from '../components/carrier-kpi-heatmap';
import { CarrierShareChart } from '../components/carrier-share-chart';
import { CarriersSlaTable, StatesSlaTable } from '../components/carriers-sla-tables';
import { ChartCard } from '../components/chart-card';
import { DashboardFilters, useDashboardFilters } from '../components/dashboard-filters';
import { ExceptionsCard } from '../components/exceptions-card';
import { DeliveryPromiseContent } from '../components/delivery-promise-content';
import { FigureCards } from '../components/figure-cards';
import { AlertsWidget, DelayedOrdersWidget } from '../components/order-widgets';
import { PickupsSlaWidget } from '../components/pickups-sla-widget';
import { ReviewsCard } from '../components/reviews-card';
import { ShipmentsByStatusChart } from '../components/shipments-by-status-chart';
import { ShipmentsPerDayChart } from '../components/shipments-per-day-chart';
import { StaleTrackingCard } from '../components/stale-tracking-card';
import { StatesSlaMap } from '../components/states-sla-map';

/** public-account.md §2.12. A failed fetch leaves its widget empty, never an error (spec §8). */
export function DashboardPage() {
  const [filters, setFilters] = useDashboardFilters();
  const figures = useDashboardFigures(filters);
  const status = useDashboardOrderStatus(filters);
  const sla = useDashboardCarriersSla(filters);
  const promise = useDashboardDeliveryPromise(filters);
  const me = useMe().data;
  const staff = me?.is_super_admin === true;
  const kpi = useDashboardCarrierKpi(filters, staff);
  const perDay = figures.data?.shipments_per_day ?? [];
  return (
    <>
      <PageTitle
        title="Dashboard"
        actions={
          <Group align="flex-end">
            <DashboardFilters values={filters} onChange={setFilters} />
            <ReportRequestButton
              request={async () => (await dashboardReport({ query: queryOf(filters), throwOnError: true })).data}
            />
          </Group>
        }
      />
      <Stack>
        <StaleTrackingCard total={figures.data?.stale_tracking} />
        {me && canAccess(me, { area: 'orders' }) && <ExceptionsCard />}
        <FigureCards figures={figures.isError ? undefined : figures.data} loading={figures.isPending} />
        <ChartCard title="Remessas por dia" loading={figures.isPending} empty={perDay.every((day) => day.total === 0)}>
          <ShipmentsPerDayChart days={perDay} />
        </ChartCard>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ChartCard title="Remessas por status" loading={status.isPending} empty={!status.data?.orders.length}>
            <ShipmentsByStatusChart statuses={status.data?.orders ?? []} />
          </ChartCard>
          <ChartCard
            title="Participação por transportadora"
            loading={status.isPending}
            empty={!status.data?.by_carrier.length}
          >
            {status.data && <CarrierShareChart share={status.data} />}
          </ChartCard>
        </SimpleGrid>
        <ChartCard
          title="SLA das transportadoras"
          loading={sla.isPending}
          empty={!sla.data?.sla.length}
          height={330}
          fitContent
        >
          {sla.data && <CarriersSlaTable sla={sla.data} />}
        </ChartCard>
        <ChartCard
          title="SLA por estado"
          loading={sla.isPending}
          empty={!sla.data?.states.length}
          height={460}
          fitContent
        >
          {sla.data && (
            <Grid>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <StatesSlaMap states={sla.data.states} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <StatesSlaTable states={sla.data.states} />
              </Grid.Col>
            </Grid>
          )}
        </ChartCard>
        <ChartCard
          title="Promessa de entrega"
          loading={promise.isPending}
          empty={!promise.data?.carriers.length}
          height={460}
          fitContent
        >
          {promise.data && <DeliveryPromiseContent promise={promise.data} />}
        </ChartCard>
        {staff && (
          <ChartCard
            title="KPIs por transportadora"
            loading={kpi.isPending}
            empty={!kpi.data?.carriers.length}
            height={320}
          >
            {kpi.data && <CarrierKpiHeatmap kpis={kpi.data} />}
          </ChartCard>
        )}
        <ReviewsCard filters={filters} />
        {me && canAccess(me, { area: 'pickups' }) && <PickupsSlaWidget />}
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <DelayedOrdersWidget />
          <AlertsWidget />
        </SimpleGrid>
      </Stack>
    </>
  );
}
