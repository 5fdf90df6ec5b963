import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { ChangeOrderCarrierPayload } from './change-order-carrier.payload.js';

export class ChangeOrderCarrierCommand extends ActorCommand<ChangeOrderCarrierPayload, OrderCommandResult> {}
