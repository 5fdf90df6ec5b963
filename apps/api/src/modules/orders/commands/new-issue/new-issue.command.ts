import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import type { NewIssuePayload } from './new-issue.payload.js';

export class NewIssueCommand extends ActorCommand<NewIssuePayload, OrderCommandResult> {}
