import { Alert, Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDistributionCenter } from '../../../shared/api/distribution-centers-queries';
import { useDistributionCenterCommand } from '../api/use-distribution-center-command';

export function DistributionCenterRemovePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const center = useDistributionCenter(id);
  const command = useDistributionCenterCommand();

  const remove = (reference: string) =>
    command.mutate(
      { action: 'RemoveDistributionCenter', payload: { reference } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'CD excluído com sucesso' });
          void navigate('/settings/distribution-centers');
        },
      },
    );

  return (
    <>
      <PageTitle title="Excluir CD" />
      {center.isError && <ErrorAlert error={center.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {center.isPending && <Skeleton h={160} maw={520} />}
      {center.data && (
        <Card withBorder padding="lg" maw={520}>
          <Text fw={600}>Deseja remover o CD {center.data.reference}?</Text>
          <Text c="dimmed">{center.data.name}</Text>
          <Alert color="red" variant="light" mt="md">
            O CD deixa de ser usado nas cotações. Esta ação não pode ser desfeita.
          </Alert>
          <Group mt="lg">
            <Button color="red" onClick={() => remove(center.data.reference)} loading={command.isPending}>
              EXCLUIR DEFINITIVAMENTE
            </Button>
            <Button component={Link} to="/settings/distribution-centers" variant="default">
              Cancelar
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
