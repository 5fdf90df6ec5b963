import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AccessRule, assertAccess } from '../auth/access-rule.js';
import type { Actor } from '../auth/actor.js';
import { CurrentActor } from '../auth/decorators.js';
import { NotAllowed } from '../errors/domain-errors.js';
import { BackgroundTaskTypes } from './background-task-types.js';
import { BackgroundTasks } from './background-tasks.js';
import { BackgroundTaskListDto, BackgroundTaskListQuery } from './background-tasks.dto.js';

const MAX_TASKS = 100;

function allowed(actor: Actor, rule: AccessRule): boolean {
  try {
    assertAccess(actor, rule);
    return true;
  } catch {
    return false;
  }
}

/** GET /background-tasks: the caller's company's tasks of the types the caller may start. */
@ApiTags('background-tasks')
@Controller('background-tasks')
export class BackgroundTasksController {
  constructor(
    private readonly types: BackgroundTaskTypes,
    private readonly tasks: BackgroundTasks,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listBackgroundTasks',
    summary: 'Tarefas em segundo plano da empresa (ex.: tabelas de contingência), mais novas primeiro',
  })
  @ApiOkResponse({ type: BackgroundTaskListDto })
  list(@Query() query: BackgroundTaskListQuery, @CurrentActor() actor: Actor): Promise<BackgroundTaskListDto> {
    const visible = this.types.all().filter((type) => allowed(actor, type.access));
    const types = query.task_type === undefined ? visible : visible.filter((type) => type.action === query.task_type);
    if (query.task_type !== undefined && types.length === 0) {
      if (this.types.find(query.task_type)) throw new NotAllowed();
      return Promise.resolve({ data: [], total: 0 });
    }
    return this.tasks.list(
      actor.companyId,
      types.map((type) => type.action),
      Math.min(query.limit ?? MAX_TASKS, MAX_TASKS),
    );
  }
}
