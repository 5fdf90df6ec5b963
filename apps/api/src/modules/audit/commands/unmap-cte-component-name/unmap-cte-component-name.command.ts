import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UnmapCteComponentNamePayload } from './unmap-cte-component-name.payload.js';

export class UnmapCteComponentNameCommand extends ActorCommand<UnmapCteComponentNamePayload, { message: string }> {}
