import { Alert, Button, Card, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useConnectChannel, useIntegrationCommand } from '../api/use-integration-command';

const NUVEMSHOP = 29;
const BACK_AFTER_MS = 2000;

/**
 * /connect/nuvemshop: the OAuth callback (code and state from Nuvemshop) connects the store, says
 * 'Integração realizada com sucesso!' and goes to /settings/integrations after 2 s. Without a code
 * it is the connect page: the button opens Nuvemshop's authorization.
 */
export function ConnectNuvemshopPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state') ?? undefined;
  const command = useIntegrationCommand();
  const connect = useConnectChannel();
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true; // a code is used once, even under StrictMode's double effects
    command.mutate({ action: 'NewCompanyChannel', payload: { channel: { id: NUVEMSHOP }, data: { code, state } } });
  }, [code, state, command]);

  useEffect(() => {
    if (!command.isSuccess) return;
    const timer = setTimeout(() => navigate('/settings/integrations'), BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [command.isSuccess, navigate]);

  return (
    <>
      <PageTitle title="Conectar Nuvemshop" />
      <Card withBorder padding="lg" maw={560}>
        {!code && (
          <Stack>
            <Text>
              Conecte sua loja Nuvemshop: os pedidos chegam à Despacho já cotados e o código de rastreio volta para a
              loja.
            </Text>
            {connect.isError && <ErrorAlert error={connect.error} />}
            <Button
              onClick={() => connect.mutate('nuvemshop')}
              loading={connect.isPending || connect.isSuccess}
              w="fit-content"
            >
              CONECTAR LOJA NUVEMSHOP
            </Button>
          </Stack>
        )}
        {code && command.isPending && (
          <Stack align="center">
            <Loader />
            <Text>Conectando sua loja…</Text>
          </Stack>
        )}
        {command.isSuccess && (
          <Alert color="green" variant="light">
            Integração realizada com sucesso!
          </Alert>
        )}
        {command.isError && (
          <Stack>
            <ErrorAlert error={command.error} />
            <Button
              variant="default"
              onClick={() => {
                command.reset();
                navigate('/connect/nuvemshop');
              }}
              w="fit-content"
            >
              Tentar de novo
            </Button>
          </Stack>
        )}
      </Card>
    </>
  );
}
