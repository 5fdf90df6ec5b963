import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { RevokeOcorenLinkPayload } from './revoke-ocoren-link.payload.js';

export class RevokeOcorenLinkCommand extends ActorCommand<RevokeOcorenLinkPayload, { message: string }> {}
