import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useConnectChannel } from '../api/use-integration-command';
import { ChannelCallback } from '../components/channel-callback';

const TRAY = 8;
const optional = (value: string | null) => value ?? undefined;

/**
 * /connect/tray. Tray's callback (code, store_host, api_address, adm_user, and the state we put in
 * the callback URL) connects the store. With `url` (Tray's "Meus aplicativos" link names the store)
 * the store's authorization opens at once; without either, the merchant types the store's address.
 */
export function ConnectTrayPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const storeUrl = params.get('url');
  const [typed, setTyped] = useState(storeUrl ?? '');
  const connect = useConnectChannel();
  const started = useRef(false);
  const data = useMemo(
    () =>
      code
        ? {
            code,
            state: optional(params.get('state')),
            store_host: optional(params.get('store_host')),
            api_address: optional(params.get('api_address')),
            adm_user: optional(params.get('adm_user')),
          }
        : null,
    [code, params],
  );

  useEffect(() => {
    if (code || !storeUrl || started.current) return;
    started.current = true;
    connect.mutate({ layout: 'tray', url: storeUrl });
  }, [code, storeUrl, connect]);

  return (
    <>
      <PageTitle title="Conectar Tray" />
      <Card withBorder padding="lg" maw={560}>
        {data ? (
          <ChannelCallback channelId={TRAY} data={data} retryPath="/connect/tray" />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              connect.mutate({ layout: 'tray', url: typed.trim() });
            }}
          >
            <Stack>
              <Text>
                Conecte sua loja Tray: os pedidos chegam à Despacho já cotados e o código de rastreio volta para a loja.
              </Text>
              <TextInput
                label="Endereço da loja"
                placeholder="https://www.minhaloja.com.br"
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                required
              />
              {connect.isError && <ErrorAlert error={connect.error} />}
              <Button type="submit" loading={connect.isPending || connect.isSuccess} w="fit-content">
                CONECTAR LOJA TRAY
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </>
  );
}
