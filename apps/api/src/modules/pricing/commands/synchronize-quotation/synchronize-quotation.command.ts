import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { SynchronizeQuotationPayload } from './synchronize-quotation.payload.js';

export class SynchronizeQuotationCommand extends ActorCommand<SynchronizeQuotationPayload, { message: string }> {}
