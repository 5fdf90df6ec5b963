import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OpenCteDisputePayload } from './open-cte-dispute.payload.js';

export class OpenCteDisputeCommand extends ActorCommand<
  OpenCteDisputePayload,
  { id: string; amount: number; emails: string[]; message: string }
> {}
