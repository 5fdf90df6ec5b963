import { Button, Card, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useConnectChannel } from '../api/use-integration-command';
import { ChannelCallback } from '../components/channel-callback';

const NUVEMSHOP = 29;

/**
 * /connect/nuvemshop: the OAuth callback (code and state from Nuvemshop) connects the store. Without
 * a code it is the connect page: the button opens Nuvemshop's authorization.
 */
export function ConnectNuvemshopPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? undefined;
  const data = useMemo(() => (code ? { code, state } : null), [code, state]);
  const connect = useConnectChannel();

  return (
    <>
      <PageTitle title="Conectar Nuvemshop" />
      <Card withBorder padding="lg" maw={560}>
        {data ? (
          <ChannelCallback channelId={NUVEMSHOP} data={data} retryPath="/connect/nuvemshop" />
        ) : (
          <Stack>
            <Text>
              Conecte sua loja Nuvemshop: os pedidos chegam à Despacho já cotados e o código de rastreio volta para a
              loja.
            </Text>
            {connect.isError && <ErrorAlert error={connect.error} />}
            <Button
              onClick={() => connect.mutate({ layout: 'nuvemshop' })}
              loading={connect.isPending || connect.isSuccess}
              w="fit-content"
            >
              CONECTAR LOJA NUVEMSHOP
            </Button>
          </Stack>
        )}
      </Card>
    </>
  );
}
