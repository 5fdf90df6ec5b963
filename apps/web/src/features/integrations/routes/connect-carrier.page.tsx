import { Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCarrierChannels, useCompanyCarriers } from '../api/carrier-integration-queries';
import { useCarrierTest } from '../api/use-carrier-form-actions';
import { useIntegrationCommand } from '../api/use-integration-command';
import { CarrierConnectForm } from '../components/carrier-connect-form';

/** /settings/integrations/carriers/{id}/new: a carrier integration's credentials, tested, then saved. */
export function ConnectCarrierPage() {
  const channelId = Number(useParams().channelId);
  const channels = useCarrierChannels();
  const carriers = useCompanyCarriers();
  const test = useCarrierTest();
  const command = useIntegrationCommand();
  const navigate = useNavigate();
  const channel = channels.data?.data.find((entry) => entry.id === channelId && entry.type === 2);

  return (
    <>
      <PageTitle title={channel ? `Conectar ${channel.name}` : 'Conectar transportadora'} />
      {channels.isError && <ErrorAlert error={channels.error} />}
      {carriers.isError && <ErrorAlert error={carriers.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {(channels.isPending || carriers.isPending) && (
        <Stack aria-label="Carregando formulário">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      )}
      {channels.data && !channel && <Text c="dimmed">Integração de transportadora não encontrada.</Text>}
      {channel && carriers.data && (
        <CarrierConnectForm
          fields={channel.credential_fields ?? []}
          carriers={carriers.data.data}
          testing={test.testing}
          answer={test.answer}
          saving={command.isPending}
          submitLabel="Salvar integração"
          onTest={(credentials) => test.run({ channel_id: channel.id, credentials })}
          onEdit={test.reset}
          onSave={({ credentials, carrier_ids }) =>
            command.mutate(
              {
                action: 'NewCompanyChannel',
                payload: { channel: { id: channel.id }, data: { credentials, carrier_ids } },
              },
              {
                onSuccess: (result) => {
                  notifications.show({ color: 'green', message: result.message });
                  void navigate(`/settings/integrations/${result.id}/detail`);
                },
              },
            )
          }
        />
      )}
    </>
  );
}
