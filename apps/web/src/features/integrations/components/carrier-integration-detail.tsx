import type { CarrierIntegrationDto, CompanyChannelDto } from '@despacho/api-client';
import { Badge, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCompanyCarriers } from '../api/carrier-integration-queries';
import { useCarrierTest } from '../api/use-carrier-form-actions';
import { useIntegrationCommand } from '../api/use-integration-command';
import { CarrierConnectForm } from './carrier-connect-form';
import { CarrierPollStatus } from './carrier-poll-status';
import { integrationStateLabel } from './integration-state';

const failed = (error: Error) =>
  notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });

interface Props {
  integration: CompanyChannelDto & { carrier_integration: CarrierIntegrationDto };
}

/**
 * A carrier integration's details: enabled switch, account, linked carriers, the last poll and its
 * last error, 'Testar conexão' with the saved credentials, and the form that changes them.
 */
export function CarrierIntegrationDetail({ integration }: Props) {
  const carriers = useCompanyCarriers();
  const command = useIntegrationCommand();
  const test = useCarrierTest();
  const status = integration.carrier_integration;
  const nameOf = new Map(carriers.data?.data.map((carrier) => [carrier.id, carrier.name]));
  const id = integration.id;

  return (
    <>
      <PageTitle title={integration.property.integration_name} />
      <Card withBorder padding="lg" mb="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{integration.channel.name}</Text>
            <Text size="sm" c="dimmed">
              Conta {integration.store_id ?? '—'}
            </Text>
          </div>
          <Switch
            label={integrationStateLabel(integration.property.enabled)}
            checked={integration.property.enabled}
            disabled={command.isPending}
            onChange={() =>
              command.mutate(
                { action: 'ToggleIntegration', payload: { id, enable: !integration.property.enabled } },
                {
                  onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
                  onError: failed,
                },
              )
            }
          />
        </Group>
        <Group gap="xs" mt="md" aria-label="Transportadoras vinculadas">
          {status.carrier_ids.map((carrierId) => (
            <Badge key={carrierId} variant="light">
              {nameOf.get(carrierId) ?? 'Transportadora'}
            </Badge>
          ))}
        </Group>
        <Stack mt="md">
          <CarrierPollStatus status={status} />
        </Stack>
      </Card>

      <Title order={4} mb="sm">
        Credenciais e transportadoras
      </Title>
      {carriers.isError && <ErrorAlert error={carriers.error} />}
      {carriers.isPending && <Skeleton h={120} />}
      {carriers.data && (
        <CarrierConnectForm
          fields={integration.channel.credential_fields ?? []}
          carriers={carriers.data.data}
          saved={status}
          testing={test.testing}
          answer={test.answer}
          saving={command.isPending}
          submitLabel="Salvar alterações"
          onTest={(credentials) => test.run({ id, credentials })}
          onEdit={test.reset}
          onSave={({ credentials, carrier_ids }) =>
            command.mutate(
              {
                action: 'UpdateCarrierIntegration',
                payload: { id, carrier_ids, ...(Object.keys(credentials).length ? { credentials } : {}) },
              },
              {
                onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
                onError: failed,
              },
            )
          }
        />
      )}
    </>
  );
}
