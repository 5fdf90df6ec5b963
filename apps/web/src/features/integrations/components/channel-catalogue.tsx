import type { ChannelDto } from '@despacho/api-client';
import { IntegrationCatalogue } from './integration-catalogue';

interface Props {
  channels: ChannelDto[];
  /** The channel whose authorization is being opened. */
  connecting: string | null;
  onAdd: (channel: ChannelDto) => void;
}

/** The ERP/marketplace channels that can be connected now, each with ADICIONAR. */
export function ChannelCatalogue({ channels, connecting, onAdd }: Props) {
  return (
    <IntegrationCatalogue
      channels={channels.filter((channel) => channel.type === 1 && !channel.is_disabled)}
      description="Pedidos da loja chegam sozinhos e o rastreio volta para o canal."
      add={(channel) => ({ onClick: () => onAdd(channel), loading: connecting === channel.layout })}
    />
  );
}
