import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { NewCompanyChannelPayload } from './new-company-channel.payload.js';

export class NewCompanyChannelCommand extends ActorCommand<NewCompanyChannelPayload, { id: string; message: string }> {}
