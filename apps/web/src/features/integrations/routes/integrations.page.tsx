import { Anchor, Skeleton, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useChannels } from '../api/integrations-queries';
import { useConnectChannel } from '../api/use-integration-command';
import { ActiveIntegrations } from '../components/active-integrations';
import { ChannelCatalogue } from '../components/channel-catalogue';

/** Channels whose stores authorize on their own address: ADICIONAR asks for it on their connect page. */
const CONNECT_PAGE: Record<string, string> = { tray: '/connect/tray' };

/** Which part a route shows: /settings/integrations both, /systems the catalogue, /active the company's integrations. */
type Section = 'all' | 'systems' | 'active';

/** /settings/integrations: the channels to add (ADICIONAR opens the channel's authorization) and the company's integrations. */
export function IntegrationsPage({ section = 'all' }: { section?: Section }) {
  const channels = useChannels();
  const connect = useConnectChannel();
  const navigate = useNavigate();

  return (
    <>
      <PageTitle title="Integrações" />
      {section !== 'active' && (
        <>
          <Title order={4} mb="sm">
            ERPs e marketplaces
          </Title>
          {channels.isError && <ErrorAlert error={channels.error} />}
          {connect.isError && <ErrorAlert error={connect.error} />}
          {channels.isPending && <Skeleton h={80} />}
          {channels.data && (
            <ChannelCatalogue
              channels={channels.data.data}
              connecting={connect.isPending || connect.isSuccess ? (connect.variables?.layout ?? null) : null}
              onAdd={(channel) =>
                CONNECT_PAGE[channel.layout]
                  ? navigate(CONNECT_PAGE[channel.layout])
                  : connect.mutate({ layout: channel.layout })
              }
            />
          )}
        </>
      )}
      {section !== 'systems' && <ActiveIntegrations />}
      {section === 'all' && (
        <>
          <Title order={4} mt="xl" mb="sm">
            Webhooks
          </Title>
          <Text size="sm">
            Seu sistema recebe os eventos de pedido e de rastreio, assinados.{' '}
            <Anchor component={Link} to="/settings/integrations/webhooks">
              Gerenciar webhooks
            </Anchor>
          </Text>
        </>
      )}
    </>
  );
}
