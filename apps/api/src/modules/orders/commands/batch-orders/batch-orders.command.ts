import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { BatchLineDto } from '../../../../platform/commands/command-request.dto.js';
import type { BatchOrdersPayload } from './batch-orders.payload.js';

export interface BatchOrdersResult {
  message: string;
  results: BatchLineDto[];
}

export class BatchOrdersCommand extends ActorCommand<BatchOrdersPayload, BatchOrdersResult> {}
