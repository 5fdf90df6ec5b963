import { login } from '@despacho/api-client';
import { Alert, Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { session } from '../../../shared/session';
import { AuthCard, EMAIL } from '../components/auth-card';

function redirectParams(params: URLSearchParams): { redirect: string } | undefined {
  const redirect = params.get('redirect');
  return redirect ? { redirect } : undefined;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      // public-account.md §5 Login (the reset forms say 'Email obrigatório' / 'Senha obrigatória').
      email: (value) =>
        !value.trim() ? 'Email é obrigatório' : EMAIL.test(value.trim()) ? null : 'Deve ser um e-mail válido',
      password: (value) => (value ? null : 'Senha é obrigatória'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setFailure(null);
    try {
      const { data } = await login({
        // The server answers where to go (§2.6): the query's target when it is an in-app path.
        body: { email: values.email.trim(), password: values.password, params: redirectParams(params) },
        throwOnError: true,
      });
      session.save(data.token, data.company.name);
      const sid = params.get('sid');
      // The app-store landing's SIM (public-account.md §2.14): the store installed before the login connects now.
      if (sid)
        void navigate(`/connect/nuvemshop?sid=${encodeURIComponent(sid)}`, {
          replace: true,
          state: { afterLogin: true },
        });
      else void navigate(data.redirect, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  });

  return (
    <AuthCard subtitle="Entre com seu e-mail e senha" onSubmit={submit}>
      {params.get('status') === '401' && !failure && (
        <Alert color="yellow" variant="light">
          Sua sessão expirou. Entre novamente.
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <TextInput label="E-mail" type="email" autoComplete="username" {...form.getInputProps('email')} />
      <PasswordInput label="Senha" autoComplete="current-password" {...form.getInputProps('password')} />
      <Button type="submit" loading={sending} fullWidth color="ink.9">
        ENTRAR
      </Button>
      <Anchor component={Link} to="/reset-password" size="sm" ta="center">
        Esqueci minha senha
      </Anchor>
      <Anchor component={Link} to="/register" size="sm" ta="center">
        Cadastre sua empresa
      </Anchor>
    </AuthCard>
  );
}
