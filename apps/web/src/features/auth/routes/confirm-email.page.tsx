import { confirmEmail } from '@despacho/api-client';
import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api';

/** Confirms on load, then goes to /login (spec public-account.md §2.6). */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    confirmEmail({ body: { token }, throwOnError: true })
      .then(() => {
        if (cancelled) return;
        setState({ ok: true, message: 'E-mail confirmado com sucesso!' });
        setTimeout(() => navigate('/login', { replace: true }), 2000);
      })
      .catch((error) => !cancelled && setState({ ok: false, message: errorMessage(error) }));
    return () => {
      cancelled = true;
    };
  }, [token, navigate]);

  return (
    <Center mih="100vh" p="md">
      <Stack w={420}>
        {!state && <Loader aria-label="Confirmando" mx="auto" />}
        {state && (
          <Alert color={state.ok ? 'green' : 'red'} role="alert">
            {state.message}
          </Alert>
        )}
        <Anchor component={Link} to="/login" ta="center">
          Ir para o login
        </Anchor>
      </Stack>
    </Center>
  );
}
