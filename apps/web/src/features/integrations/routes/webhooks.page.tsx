import type { WebhookEndpointDto } from '@despacho/api-client';
import { Card, Skeleton, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  type RegisteredWebhook,
  useWebhookCommand,
  useWebhookEndpoints,
  useWebhookEventTypes,
} from '../api/webhook-queries';
import { WebhookEndpointCard } from '../components/webhook-endpoint-card';
import { WebhookEndpointForm } from '../components/webhook-endpoint-form';
import { WebhookSecretModal } from '../components/webhook-secret-modal';

const failed = (error: Error) =>
  notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });

/** /settings/integrations/webhooks: URLs that receive the company's order and tracking events, signed. */
export function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const eventTypes = useWebhookEventTypes();
  const command = useWebhookCommand();
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpointDto | null>(null);
  const types = eventTypes.data?.data ?? [];

  return (
    <>
      <PageTitle title="Webhooks" />
      <Text c="dimmed" mb="lg">
        Eventos de pedido e de rastreio são enviados por POST às URLs abaixo, assinados com HMAC-SHA256 no cabeçalho
        X-Despacho-Signature e com o cabeçalho Idempotency-Key; falhas são tentadas de novo.
      </Text>
      <Card withBorder padding="lg" mb="xl">
        <Title order={4} mb="sm">
          Novo webhook
        </Title>
        {eventTypes.isError && <ErrorAlert error={eventTypes.error} />}
        {eventTypes.isPending && <Skeleton h={80} />}
        {eventTypes.data && (
          <WebhookEndpointForm
            eventTypes={types}
            saving={command.isPending}
            onSave={(payload) =>
              command.mutate(
                { action: 'NewWebhookEndpoint', payload },
                {
                  onSuccess: (result) => {
                    notifications.show({ color: 'green', message: result.message });
                    setSecret((result as RegisteredWebhook).secret);
                  },
                  onError: failed,
                },
              )
            }
          />
        )}
      </Card>
      {endpoints.isError && <ErrorAlert error={endpoints.error} />}
      {endpoints.isPending && <Skeleton h={120} />}
      {endpoints.data && endpoints.data.total === 0 && <Text c="dimmed">Nenhum webhook cadastrado ainda.</Text>}
      {endpoints.data?.data.map((endpoint) => (
        <WebhookEndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          eventTypes={types}
          onRemove={() => setRemoving(endpoint)}
        />
      ))}
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title="Excluir webhook"
        confirmLabel="Excluir"
        danger
        loading={command.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          command.mutate(
            { action: 'RemoveWebhookEndpoint', payload: { id: removing.id } },
            {
              onSuccess: (result) => {
                notifications.show({ color: 'green', message: result.message });
                setRemoving(null);
              },
              onError: failed,
            },
          )
        }
      >
        Os eventos deixam de ser enviados para {removing?.url}, e o registro de entregas é apagado.
      </ConfirmDialog>
    </>
  );
}
