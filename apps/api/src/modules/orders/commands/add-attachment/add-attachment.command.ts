import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { AddAttachmentPayload } from './add-attachment.payload.js';

export class AddAttachmentCommand extends ActorCommand<AddAttachmentPayload, OrderCommandResult> {}
