import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { GenerateLabelsPayload } from './generate-labels.payload.js';

export class GenerateLabelsCommand extends ActorCommand<GenerateLabelsPayload, { run_id: string; message: string }> {}
