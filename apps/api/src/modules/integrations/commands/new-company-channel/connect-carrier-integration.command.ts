import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { NewCompanyChannelPayload } from './new-company-channel.payload.js';

/**
 * NewCompanyChannel for a carrier integration (type 2): dispatched by NewCompanyChannel's handler and
 * handled by carrier-integrations (which imports integrations, so the command lives on this face).
 */
export class ConnectCarrierIntegrationCommand extends ActorCommand<
  NewCompanyChannelPayload,
  { id: string; message: string }
> {}
