import { resetPassword } from '@despacho/api-client';
import { Anchor, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { AuthCard, EMAIL, type AuthResult } from '../components/auth-card';

/** Asks for a reset link (public-account.md §2.6, §5, §8); the answer never tells whether the e-mail has an account. */
export function ResetPasswordPage() {
  const [result, setResult] = useState<AuthResult | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        !value.trim()
          ? 'Email obrigatório'
          : value.trim().length > 255 || !EMAIL.test(value.trim())
            ? 'Deve ser um e-mail válido'
            : null,
    },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setSending(true);
    setResult(null);
    try {
      const { data } = await resetPassword({
        body: { action: 'ResetPassword', payload: { email: email.trim() } },
        throwOnError: true,
      });
      setResult({ ok: true, message: data.message });
    } catch (error) {
      setResult({ ok: false, message: `Ocorreu um erro, tente novamente: ${errorMessage(error)}` });
    } finally {
      setSending(false);
    }
  });

  return (
    <AuthCard
      subtitle="Informe o seu e-mail para receber o link de redefinição de senha"
      onSubmit={submit}
      result={result}
    >
      <TextInput label="E-mail" type="email" autoComplete="username" maxLength={255} {...form.getInputProps('email')} />
      <Button type="submit" loading={sending} fullWidth color="ink.9">
        ENVIAR
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Voltar para o login
      </Anchor>
    </AuthCard>
  );
}
