import { Button, Card, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useConnectChannel } from '../api/use-integration-command';
import { ChannelCallback } from '../components/channel-callback';

const NUVEMSHOP = 29;

/**
 * /connect/nuvemshop: the OAuth callback (code and state from Nuvemshop) connects the store. With a
 * sid (the app-store landing's SIM, then the login) the store installed before connects: at once
 * when the login sent the merchant here, after a confirmation when a link did (a sid someone else
 * sent must not connect their store to this company unnoticed). Without either it is the connect
 * page: the button opens Nuvemshop's authorization.
 */
export function ConnectNuvemshopPage() {
  const [params] = useSearchParams();
  const afterLogin = (useLocation().state as { afterLogin?: boolean } | null)?.afterLogin === true;
  const code = params.get('code');
  const sid = params.get('sid');
  const state = params.get('state') ?? undefined;
  const [confirmed, setConfirmed] = useState(afterLogin);
  const data = useMemo(() => (code ? { code, state } : sid ? { sid } : null), [code, sid, state]);
  const connect = useConnectChannel();

  if (sid && !code && !confirmed)
    return (
      <>
        <PageTitle title="Conectar Nuvemshop" />
        <Card withBorder padding="lg" maw={560}>
          <Stack>
            <Text>Conectar a loja Nuvemshop em que você instalou o aplicativo a esta conta Despacho?</Text>
            <Button onClick={() => setConfirmed(true)} w="fit-content">
              CONECTAR LOJA
            </Button>
          </Stack>
        </Card>
      </>
    );

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
