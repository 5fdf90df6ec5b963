import { Alert, Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useUser } from '../api/users-queries';
import { useUserCommand } from '../api/use-user-command';

export function UserRemovePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const command = useUserCommand();

  const remove = () =>
    command.mutate(
      { action: 'DeleteUser', payload: { id } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Usuário excluído com sucesso' });
          void navigate('/settings/users');
        },
      },
    );

  return (
    <>
      <PageTitle title="Excluir usuário" />
      {user.isError && <ErrorAlert error={user.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {user.isPending && <Skeleton h={160} maw={520} />}
      {user.data && (
        <Card withBorder padding="lg" maw={520}>
          <Text fw={600}>{user.data.name}</Text>
          <Text c="dimmed">{user.data.email}</Text>
          <Alert color="red" variant="light" mt="md">
            O usuário perderá o acesso ao Despacho imediatamente. Esta ação não pode ser desfeita.
          </Alert>
          <Group mt="lg">
            <Button color="red" onClick={remove} loading={command.isPending}>
              EXCLUIR DEFINITIVAMENTE
            </Button>
            <Button component={Link} to="/settings/users" variant="default">
              Cancelar
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
