import { Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useUsers } from '../api/users-queries';
import { UsersTable } from '../components/users-table';

export function UsersListPage() {
  const users = useUsers();
  return (
    <>
      <PageTitle
        title="Usuários"
        actions={
          <Button component={Link} to="/settings/users/new">
            CONVIDAR USUÁRIO
          </Button>
        }
      />
      {users.isError && <ErrorAlert error={users.error} />}
      {users.isPending && (
        <Stack aria-label="Carregando usuários">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {users.data && <UsersTable users={users.data.data} />}
    </>
  );
}
