import type { ChannelDto } from '@despacho/api-client';
import { Text } from '@mantine/core';
import { IntegrationCatalogue } from './integration-catalogue';

/** Where ADICIONAR of a carrier integration goes: its connect form. */
export const carrierConnectPath = (channel: Pick<ChannelDto, 'id'>) =>
  `/settings/integrations/carriers/${channel.id}/new`;

/** EDI PROCEDA's events come in OCOREN files, not by polling the carrier (carrier-design §EDI). */
const carrierDescription = (channel: ChannelDto) =>
  channel.layout === 'edi-proceda'
    ? 'A transportadora envia arquivos OCOREN; importe-os ou envie-lhe um link de envio.'
    : 'Os eventos de rastreio da transportadora chegam aos pedidos sozinhos.';

/** The carrier integrations catalogue (type 2), each with ADICIONAR. */
export function CarrierCatalogue({ channels }: { channels: ChannelDto[] }) {
  const available = channels.filter((channel) => channel.type === 2 && !channel.is_disabled);
  if (available.length === 0) return <Text c="dimmed">Nenhuma integração de transportadora disponível.</Text>;
  return (
    <IntegrationCatalogue
      channels={available}
      description={carrierDescription}
      add={(channel) => ({ to: carrierConnectPath(channel) })}
    />
  );
}
