import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { DashboardQuery } from '../../queries/dashboard.dto.js';

export class RequestDashboardReportCommand extends ActorCommand<DashboardQuery, { id: string; message: string }> {}
