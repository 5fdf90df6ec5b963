import { DEFAULT_SETTINGS_PAGE_SIZE, SETTINGS_PAGE_SIZES } from '@despacho/domain';
import type { WebhookEndpointDto, WebhookEventTypeDto } from '@despacho/api-client';
import { Badge, Button, Card, Code, Group, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { useReplayWebhookDelivery, useWebhookDeliveries } from '../api/webhook-queries';
import { WebhookDeliveryLog } from './webhook-delivery-log';

interface Props {
  endpoint: WebhookEndpointDto;
  eventTypes: WebhookEventTypeDto[];
  onRemove: () => void;
}

/** One registered URL: its events, 'Excluir', and its delivery log with 'Reenviar'. */
export function WebhookEndpointCard({ endpoint, eventTypes, onRemove }: Props) {
  const paging = usePaging(DEFAULT_SETTINGS_PAGE_SIZE);
  const deliveries = useWebhookDeliveries(endpoint.id, paging.page, paging.limit);
  const replay = useReplayWebhookDelivery(endpoint.id);
  const labelOf = (type: string) => eventTypes.find((t) => t.type === type)?.label ?? type;

  return (
    <Card withBorder padding="lg" mb="lg" data-testid="webhook-endpoint">
      <Group justify="space-between" align="flex-start">
        <div>
          <Code>{endpoint.url}</Code>
          <Group gap="xs" mt="xs">
            {endpoint.events.map((type) => (
              <Badge key={type} variant="light">
                {labelOf(type)}
              </Badge>
            ))}
          </Group>
        </div>
        <Button color="red" variant="subtle" size="compact-sm" onClick={onRemove}>
          Excluir
        </Button>
      </Group>
      <Text fw={600} mt="md" mb="xs">
        Entregas
      </Text>
      {deliveries.isError && <ErrorAlert error={deliveries.error} />}
      {deliveries.isPending && <Skeleton h={80} />}
      {deliveries.data && deliveries.data.total === 0 && <Text c="dimmed">Nenhum evento enviado ainda.</Text>}
      {deliveries.data && deliveries.data.total > 0 && (
        <>
          <WebhookDeliveryLog
            deliveries={deliveries.data.data}
            replaying={replay.isPending ? (replay.variables ?? null) : null}
            onReplay={(delivery) =>
              replay.mutate(delivery.id, {
                onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
                onError: (error) =>
                  notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
              })
            }
          />
          <ListPager total={deliveries.data.total} sizes={SETTINGS_PAGE_SIZES} noun="entregas" {...paging} />
        </>
      )}
    </Card>
  );
}
