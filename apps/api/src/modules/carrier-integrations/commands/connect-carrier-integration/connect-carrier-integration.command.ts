import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { NewCompanyChannelPayload } from '../../../integrations/commands/new-company-channel/new-company-channel.payload.js';

/** NewCompanyChannel for a carrier integration (type 2): dispatched by NewCompanyChannel's handler. */
export class ConnectCarrierIntegrationCommand extends ActorCommand<
  NewCompanyChannelPayload,
  { id: string; message: string }
> {}
