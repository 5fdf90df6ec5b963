import { Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { useUser } from '../api/users-queries';
import { useUserCommand } from '../api/use-user-command';
import { EMPTY_USER, UserForm } from '../components/user-form';

export function UserEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const user = useUser(id);
  const command = useUserCommand();
  const canManageAccess = Boolean(me?.is_admin || me?.is_super_admin);

  return (
    <>
      <PageTitle title="Editar usuário" />
      {user.isError && <ErrorAlert error={user.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {user.isPending && <Skeleton h={240} maw={520} />}
      {user.data && (
        <UserForm
          mode="edit"
          initialValues={{
            ...EMPTY_USER,
            name: user.data.name,
            email: user.data.email,
            is_admin: user.data.is_admin,
            permissions: user.data.permissions ?? EMPTY_USER.permissions,
          }}
          canManageAccess={canManageAccess}
          saving={command.isPending}
          onSubmit={({ name, email, is_admin, permissions }) =>
            command.mutate(
              {
                action: 'UpdateUserInfo',
                payload: canManageAccess
                  ? { id, name, email, is_admin, permissions }
                  : { id, name, email, is_admin: user.data.is_admin, permissions: user.data.permissions },
              },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: 'Usuário atualizado com sucesso' });
                  void navigate('/settings/users');
                },
              },
            )
          }
        />
      )}
    </>
  );
}
