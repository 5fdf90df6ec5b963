import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { ChangeDeliveryDatePayload } from './change-delivery-date.payload.js';

export class ChangeDeliveryDateCommand extends ActorCommand<ChangeDeliveryDatePayload, OrderCommandResult> {}
