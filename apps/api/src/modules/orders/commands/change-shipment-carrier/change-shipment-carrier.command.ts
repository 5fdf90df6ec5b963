import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { ChangeShipmentCarrierPayload } from './change-shipment-carrier.payload.js';

export class ChangeShipmentCarrierCommand extends ActorCommand<ChangeShipmentCarrierPayload, OrderCommandResult> {}
