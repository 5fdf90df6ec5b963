import { changePassword } from '@despacho/api-client';
import { PASSWORD_MAX, passwordProblem, tooLongMessage } from '@despacho/domain';
import { Anchor, Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { AuthCard, type AuthResult } from '../components/auth-card';

const MAX = PASSWORD_MAX.newPassword;

/** Sets the new password through the e-mailed link, then goes to /login (public-account.md §2.6, §5, §8). */
export function NewPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [result, setResult] = useState<AuthResult | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => passwordProblem(value, MAX),
      confirm: (value, values) =>
        !value
          ? 'Confirmação obrigatória'
          : value.length > MAX
            ? tooLongMessage(MAX)
            : value === values.password
              ? null
              : 'A confirmação não confere com a senha.',
    },
  });

  const submit = form.onSubmit(async ({ password, confirm }) => {
    setSending(true);
    setResult(null);
    try {
      const { data } = await changePassword({
        body: { token, password, confirmation: confirm },
        throwOnError: true,
      });
      setResult({ ok: true, message: data.message });
      setTimeout(() => navigate('/login', { replace: true }), 1500);
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
      setSending(false);
    }
  });

  return (
    <AuthCard subtitle="Defina a sua nova senha" onSubmit={submit} result={result}>
      <PasswordInput
        label="Nova senha"
        autoComplete="new-password"
        maxLength={MAX}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirmação"
        autoComplete="new-password"
        maxLength={MAX}
        {...form.getInputProps('confirm')}
      />
      <Button type="submit" loading={sending} disabled={result?.ok} fullWidth color="ink.9">
        SALVAR
      </Button>
      <Anchor component={Link} to="/reset-password" size="sm" ta="center">
        Solicitar um novo link
      </Anchor>
    </AuthCard>
  );
}
