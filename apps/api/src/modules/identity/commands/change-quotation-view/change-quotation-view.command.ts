import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeQuotationViewPayload } from './change-quotation-view.payload.js';

export class ChangeQuotationViewCommand extends ActorCommand<ChangeQuotationViewPayload, { id: string }> {}
