import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ResolveCteDisputePayload } from './resolve-cte-dispute.payload.js';

export class ResolveCteDisputeCommand extends ActorCommand<ResolveCteDisputePayload, { id: string; message: string }> {}
