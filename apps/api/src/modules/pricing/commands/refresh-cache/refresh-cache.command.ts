import { ActorCommand } from '../../../../platform/commands/actor-command.js';

/** POST admin/refresh-cache/{id}: the company whose quotation cache is rebuilt. */
export class RefreshCacheCommand extends ActorCommand<{ companyId: string }, { message: string }> {}
