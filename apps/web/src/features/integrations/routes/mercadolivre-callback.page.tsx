import { Card, Skeleton, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCompanyChannels } from '../api/integrations-queries';
import { ChannelCallback } from '../components/channel-callback';
import { PriceChangeWarning } from '../components/price-change-warning';

const MERCADO_LIVRE = 30;

/**
 * /settings/integrations/mercadolivre?code=…: connects the seller (NewCompanyChannel 30 with the code
 * and state). A company already connected to Mercado Livre goes to that integration's detail page;
 * without a code, back to the connect page (public-account.md §2.14).
 */
export function MercadoLivreCallbackPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const integrations = useCompanyChannels();
  if (!code) return <Navigate to="/connect/mercadolivre" replace />;

  return (
    <>
      <PageTitle title="Conectar Mercado Livre" />
      {integrations.isError && <ErrorAlert error={integrations.error} />}
      {integrations.isPending && <Skeleton h={80} />}
      {integrations.data && (
        <Connect
          connectedId={integrations.data.data.find((item) => item.channel_id === MERCADO_LIVRE)?.id ?? null}
          code={code}
          state={params.get('state') ?? undefined}
        />
      )}
    </>
  );
}

/** Decides once, on the list as it was on arrival: the list holds the new integration after the connect too. */
function Connect({ connectedId, code, state }: { connectedId: string | null; code: string; state?: string }) {
  const [alreadyConnected] = useState(connectedId);
  const data = useMemo(() => ({ code, state }), [code, state]);
  if (alreadyConnected) return <Navigate to={`/settings/integrations/${alreadyConnected}/detail`} replace />;
  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack>
        <PriceChangeWarning />
        <ChannelCallback channelId={MERCADO_LIVRE} data={data} retryPath="/connect/mercadolivre" />
      </Stack>
    </Card>
  );
}
