import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { useUserCommand } from '../api/use-user-command';
import { EMPTY_USER, UserForm } from '../components/user-form';

export function UserNewPage() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const command = useUserCommand();
  const canManageAccess = Boolean(me?.is_admin || me?.is_super_admin);

  return (
    <>
      <PageTitle title="Convidar usuário" />
      {command.isError && <ErrorAlert error={command.error} />}
      <UserForm
        mode="create"
        initialValues={EMPTY_USER}
        canManageAccess={canManageAccess}
        saving={command.isPending}
        onSubmit={({ name, email, password, is_admin, permissions }) =>
          command.mutate(
            {
              action: 'NewUser',
              payload: canManageAccess ? { name, email, password, is_admin, permissions } : { name, email, password },
            },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: 'Usuário criado com sucesso' });
                void navigate('/settings/users');
              },
            },
          )
        }
      />
    </>
  );
}
