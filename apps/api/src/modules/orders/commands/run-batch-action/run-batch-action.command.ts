import type { BatchAction } from '@despacho/domain';
import { ActorCommand } from '../../../../platform/commands/actor-command.js';

/** One order of a BatchOrders run: dispatched alone so a conflict re-decides that order only. */
export class RunBatchActionCommand extends ActorCommand<{ reference: string; action: BatchAction }, string> {}
