import { DEFAULT_USER_PERMISSIONS, PASSWORD_MAX, type PermissionArea, passwordProblem } from '@despacho/domain';
import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  is_admin: boolean;
  permissions: PermissionArea[];
}

const PERMISSION_OPTIONS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'orders', label: 'Pedidos' },
  { value: 'pickups', label: 'Coletas' },
  { value: 'quotation', label: 'Cotações' },
  { value: 'settings', label: 'Configurações' },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMPTY_USER: UserFormValues = {
  name: '',
  email: '',
  password: '',
  is_admin: false,
  permissions: [...DEFAULT_USER_PERMISSIONS],
};

interface Props {
  mode: 'create' | 'edit';
  initialValues: UserFormValues;
  /** Permission and admin checkboxes are shown only to admins or privileged users (spec). */
  canManageAccess: boolean;
  saving: boolean;
  onSubmit: (values: UserFormValues) => void;
}

/** One form for invite and edit: the password exists only when creating. */
export function UserForm({ mode, initialValues, canManageAccess, saving, onSubmit }: Props) {
  const form = useForm<UserFormValues>({
    initialValues,
    validate: {
      name: (v) => (!v.trim() ? 'Digite o nome' : v.length > 255 ? 'Máximo de 255 caracteres' : null),
      email: (v) =>
        !v.trim()
          ? 'Email obrigatório'
          : v.length > 255
            ? 'Máximo de 255 caracteres'
            : EMAIL.test(v.trim())
              ? null
              : 'Deve ser um e-mail válido',
      password: (v) => (mode === 'edit' ? null : passwordProblem(v, PASSWORD_MAX.user)),
    },
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack maw={520}>
        <TextInput label="Nome" required maxLength={255} {...form.getInputProps('name')} />
        <TextInput label="E-mail" type="email" required maxLength={255} {...form.getInputProps('email')} />
        {mode === 'create' && (
          <PasswordInput
            label="Senha"
            required
            maxLength={PASSWORD_MAX.user}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        )}
        {canManageAccess && (
          <>
            <Checkbox.Group label="Permissões" {...form.getInputProps('permissions')}>
              <Group mt="xs">
                {PERMISSION_OPTIONS.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Checkbox.Group>
            <Checkbox label="Administrador" {...form.getInputProps('is_admin', { type: 'checkbox' })} />
          </>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {mode === 'create' ? 'CONVIDAR' : 'SALVAR'}
          </Button>
          <Button component={Link} to="/settings/users" variant="default">
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
