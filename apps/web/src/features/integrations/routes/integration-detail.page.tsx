import { DEFAULT_SETTINGS_PAGE_SIZE, SETTINGS_PAGE_SIZES } from '@despacho/domain';
import { Card, Code, Group, Skeleton, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { useChannelFilters, useSaveFilters } from '../api/channel-listing-queries';
import { useChannelDeliveries, useChannelSituations, useCompanyChannel } from '../api/integrations-queries';
import { useIntegrationCommand, useReprocessDelivery, useSaveSituations } from '../api/use-integration-command';
import { CarrierIntegrationDetail } from '../components/carrier-integration-detail';
import { ChannelFiltersForm } from '../components/channel-filters-form';
import { ChannelListing } from '../components/channel-listing';
import { DeliveryLog } from '../components/delivery-log';
import { integrationStateLabel } from '../components/integration-state';
import { PriceChangeWarning } from '../components/price-change-warning';
import { SituationMapForm } from '../components/situation-map-form';

const TRAY = 8;
const MERCADO_LIVRE = 30;

const failed = (error: Error) =>
  notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });

/**
 * /settings/integrations/{id}/detail: a carrier integration's own page (type 2), or a sales channel's.
 * The integration is read first, so a carrier's page never asks for a channel's statuses or listings.
 */
export function IntegrationDetailPage() {
  const { id = '' } = useParams();
  const integration = useCompanyChannel(id);
  const data = integration.data;
  if (data?.carrier_integration)
    return <CarrierIntegrationDetail integration={{ ...data, carrier_integration: data.carrier_integration }} />;
  if (data) return <SalesChannelDetail id={id} />;
  return (
    <>
      <PageTitle title="Integração" />
      {integration.isError && <ErrorAlert error={integration.error} />}
      {integration.isPending && <Skeleton h={120} />}
    </>
  );
}

/**
 * A sales channel's details: enabled switch; tabs for the status map, the order filters, each
 * listing of the channel (with sync); below them the delivery log with 'reprocessar'.
 */
function SalesChannelDetail({ id }: { id: string }) {
  const integration = useCompanyChannel(id);
  const paging = usePaging(DEFAULT_SETTINGS_PAGE_SIZE);
  const deliveries = useChannelDeliveries(id, paging.page, paging.limit);
  const command = useIntegrationCommand();
  const situationList = useChannelSituations(id);
  const situations = useSaveSituations(id);
  const reprocess = useReprocessDelivery(id);
  const filters = useChannelFilters(id);
  const saveFilters = useSaveFilters(id);
  const data = integration.data;

  return (
    <>
      <PageTitle title={data ? data.property.integration_name : 'Integração'} />
      {integration.isError && <ErrorAlert error={integration.error} />}
      {integration.isPending && <Skeleton h={120} />}
      {data && (
        <>
          {data.channel_id === MERCADO_LIVRE && (
            <Stack mb="lg">
              <PriceChangeWarning />
            </Stack>
          )}
          <Card withBorder padding="lg" mb="lg">
            <Group justify="space-between">
              <div>
                <Text fw={600}>{data.channel.name}</Text>
                <Text size="sm" c="dimmed">
                  Loja {data.store_id ?? '—'}
                </Text>
              </div>
              <Switch
                label={integrationStateLabel(data.property.enabled)}
                checked={data.property.enabled}
                disabled={command.isPending}
                onChange={() =>
                  command.mutate(
                    { action: 'ToggleIntegration', payload: { id, enable: !data.property.enabled } },
                    {
                      onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
                      onError: failed,
                    },
                  )
                }
              />
            </Group>
            <Text size="sm" mt="md">
              Notificações recebidas em <Code>{data.property.webhook}</Code>
            </Text>
            <Text size="sm" mt="xs">
              Cálculo de frete no checkout em <Code>{data.property.url_de_frete}</Code>
              {data.channel_id === TRAY && (
                <>
                  {' '}
                  com o token <Code>{data.token.token}</Code>
                </>
              )}
            </Text>
          </Card>

          <Tabs defaultValue="status" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="status">Status</Tabs.Tab>
              <Tabs.Tab value="filters">Filtros</Tabs.Tab>
              {data.channel.listings.map((listing) => (
                <Tabs.Tab key={listing.resource} value={`listing-${listing.resource}`}>
                  {listing.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="status">
              <Text size="sm" c="dimmed" mb="sm">
                Status enviados ao canal
              </Text>
              {situationList.isError && <ErrorAlert error={situationList.error} />}
              {situationList.isPending && <Skeleton h={120} />}
              {situationList.data && (
                <SituationMapForm
                  situations={situationList.data}
                  value={data.property.situation_map}
                  saving={situations.isPending}
                  onSave={(map) =>
                    situations.mutate(map, {
                      onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
                      onError: failed,
                    })
                  }
                />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="filters">
              <Text size="sm" c="dimmed" mb="sm">
                Só os pedidos que atendem a estes filtros são importados.
              </Text>
              {filters.isError && <ErrorAlert error={filters.error} />}
              {filters.isPending && <Skeleton h={120} />}
              {filters.data && filters.data.data.length === 0 && <Text c="dimmed">Este canal não tem filtros.</Text>}
              {filters.data && filters.data.data.length > 0 && (
                <ChannelFiltersForm
                  filters={filters.data.data}
                  value={filters.data.filter_map as Record<string, number | string | string[]>}
                  saving={saveFilters.isPending}
                  onSave={(map) =>
                    saveFilters.mutate(map, {
                      onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
                      onError: failed,
                    })
                  }
                />
              )}
            </Tabs.Panel>
            {data.channel.listings.map((listing) => (
              <Tabs.Panel key={listing.resource} value={`listing-${listing.resource}`}>
                <ChannelListing integrationId={id} listing={listing} />
              </Tabs.Panel>
            ))}
          </Tabs>

          <Title order={4} mt="xl" mb="sm">
            Notificações
          </Title>
          {deliveries.isError && <ErrorAlert error={deliveries.error} />}
          {deliveries.isPending && <Skeleton h={120} />}
          {deliveries.data && deliveries.data.total === 0 && (
            <Text c="dimmed">Nenhuma notificação recebida ainda.</Text>
          )}
          {deliveries.data && deliveries.data.total > 0 && (
            <>
              <DeliveryLog
                deliveries={deliveries.data.data}
                reprocessing={reprocess.isPending ? (reprocess.variables ?? null) : null}
                onReprocess={(delivery) =>
                  reprocess.mutate(delivery.id, {
                    onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
                    onError: failed,
                  })
                }
              />
              <ListPager total={deliveries.data.total} sizes={SETTINGS_PAGE_SIZES} noun="notificações" {...paging} />
            </>
          )}
        </>
      )}
    </>
  );
}
