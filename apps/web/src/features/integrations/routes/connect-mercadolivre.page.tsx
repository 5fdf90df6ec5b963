import { Button, Card, Stack, Text } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useConnectChannel } from '../api/use-integration-command';
import { PriceChangeWarning } from '../components/price-change-warning';

/**
 * /connect/mercadolivre: Mercado Livre's redirect URI. With a code it hands the callback to
 * /settings/integrations/mercadolivre (public-account.md §2.14); without one it is the connect page,
 * whose button opens Mercado Livre's authorization.
 */
export function ConnectMercadoLivrePage() {
  const [params] = useSearchParams();
  const connect = useConnectChannel();
  if (params.get('code')) return <Navigate to={`/settings/integrations/mercadolivre?${params}`} replace />;

  return (
    <>
      <PageTitle title="Conectar Mercado Livre" />
      <Card withBorder padding="lg" maw={560}>
        <Stack>
          <Text>
            Conecte sua conta de vendedor do Mercado Livre: as vendas chegam à Despacho já cotadas e o status do envio,
            com o código de rastreio, volta para o Mercado Livre.
          </Text>
          <PriceChangeWarning />
          {connect.isError && <ErrorAlert error={connect.error} />}
          <Button
            onClick={() => connect.mutate({ layout: 'mercadolivre' })}
            loading={connect.isPending || connect.isSuccess}
            w="fit-content"
          >
            CONECTAR MERCADO LIVRE
          </Button>
        </Stack>
      </Card>
    </>
  );
}
