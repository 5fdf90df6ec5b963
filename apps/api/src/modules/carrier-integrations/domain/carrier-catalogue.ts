import type { ChannelEntry } from '../../integrations/index.js';
import type { CarrierConnector } from '../connectors/carrier-connector.js';

/** A connector as an entry of the integrations catalogue (GET channels?type=2), with its credential fields. */
export const carrierChannelEntry = (connector: CarrierConnector): ChannelEntry => ({
  id: connector.id,
  name: connector.name,
  type: 2,
  icon: `/carriers/${connector.slug}.svg`,
  layout: connector.slug,
  listings: [],
  is_disabled: false,
  situations: [],
  credential_fields: connector.credentialFields.map(({ name, label, secret, required, hint }) => ({
    name,
    label,
    secret,
    required,
    ...(hint === undefined ? {} : { hint }),
  })),
});
