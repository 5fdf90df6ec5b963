import { Alert, Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCompanyChannel } from '../api/integrations-queries';
import { useIntegrationCommand } from '../api/use-integration-command';

/** /settings/integrations/remove/{id}: names the channel and deletes the integration after confirmation. */
export function IntegrationRemovePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const integration = useCompanyChannel(id);
  const command = useIntegrationCommand();

  const remove = () =>
    command.mutate(
      { action: 'RemoveCompanyChannel', payload: { company_channel: { id } } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Integração excluída com sucesso' });
          void navigate('/settings/integrations');
        },
      },
    );

  return (
    <>
      <PageTitle title="Excluir integração" />
      {integration.isError && <ErrorAlert error={integration.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {integration.isPending && <Skeleton h={160} maw={520} />}
      {integration.data && (
        <Card withBorder padding="lg" maw={520}>
          <Text fw={600}>Deseja excluir a integração {integration.data.property.integration_name}?</Text>
          <Text c="dimmed">{integration.data.channel.name}</Text>
          <Alert color="red" variant="light" mt="md">
            Os pedidos da loja deixam de chegar e os status deixam de ser enviados ao canal. Os pedidos já importados
            continuam na Despacho.
          </Alert>
          <Group mt="lg">
            <Button color="red" onClick={remove} loading={command.isPending}>
              EXCLUIR DEFINITIVAMENTE
            </Button>
            <Button component={Link} to="/settings/integrations" variant="default">
              Cancelar
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
