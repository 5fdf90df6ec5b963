import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { RemoveCompanyChannelPayload } from './remove-company-channel.payload.js';

export class RemoveCompanyChannelCommand extends ActorCommand<
  RemoveCompanyChannelPayload,
  { id: string; message: string }
> {}
