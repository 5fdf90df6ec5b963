import { Anchor, Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCarrierChannels } from '../api/carrier-integration-queries';
import { useChannels } from '../api/integrations-queries';
import { useConnectChannel } from '../api/use-integration-command';
import { ActiveIntegrations } from '../components/active-integrations';
import { CarrierCatalogue } from '../components/carrier-catalogue';
import { ChannelCatalogue } from '../components/channel-catalogue';

/** Channels whose stores authorize on their own address: ADICIONAR asks for it on their connect page. */
const CONNECT_PAGE: Record<string, string> = { tray: '/connect/tray' };

/**
 * Which part a route shows: /settings/integrations all, /systems the ERP/marketplace catalogue,
 * /carriers the carrier integrations catalogue, /active the company's integrations.
 */
type Section = 'all' | 'systems' | 'carriers' | 'active';

const SECTION_LINKS = [
  { to: '/settings/integrations/systems', label: 'ERPs e marketplaces' },
  { to: '/settings/integrations/carriers', label: 'Transportadoras' },
  { to: '/settings/integrations/active', label: 'Integrações ativas' },
];

/**
 * /settings/integrations: both catalogues (a channel's ADICIONAR opens its authorization, a carrier's
 * its connect form) and the company's integrations.
 */
export function IntegrationsPage({ section = 'all' }: { section?: Section }) {
  return (
    <>
      <PageTitle title="Integrações" />
      {section === 'all' && (
        <Group mb="lg">
          {SECTION_LINKS.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="light">
              {link.label}
            </Button>
          ))}
        </Group>
      )}
      {(section === 'all' || section === 'systems') && <SalesChannels />}
      {(section === 'all' || section === 'carriers') && <CarrierChannels />}
      {(section === 'all' || section === 'active') && <ActiveIntegrations />}
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

/** The carrier integrations catalogue (type 2): ADICIONAR opens the connector's form. */
function CarrierChannels() {
  const channels = useCarrierChannels();
  return (
    <>
      <Title order={4} mt="xl" mb="sm">
        Transportadoras
      </Title>
      {channels.isError && <ErrorAlert error={channels.error} />}
      {channels.isPending && <Skeleton h={80} />}
      {channels.data && <CarrierCatalogue channels={channels.data.data} />}
    </>
  );
}

/** The ERP/marketplace catalogue (type 1). */
function SalesChannels() {
  const channels = useChannels();
  const connect = useConnectChannel();
  const navigate = useNavigate();

  return (
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
  );
}
