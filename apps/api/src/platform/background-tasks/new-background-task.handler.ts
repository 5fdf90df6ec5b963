import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertAccess } from '../auth/access-rule.js';
import { InvalidInput } from '../errors/domain-errors.js';
import { readPayload } from '../http/validation.js';
import { BackgroundTaskTypes } from './background-task-types.js';
import { BackgroundTasks } from './background-tasks.js';
import { NewBackgroundTaskCommand } from './new-background-task.command.js';

/**
 * Starts a task of a registered type: the type's access and arguments are checked, the task is
 * recorded (pending) for the caller, then the type queues its job and says what happens next.
 */
@CommandHandler(NewBackgroundTaskCommand)
export class NewBackgroundTaskHandler implements ICommandHandler<NewBackgroundTaskCommand> {
  constructor(
    private readonly types: BackgroundTaskTypes,
    private readonly tasks: BackgroundTasks,
  ) {}

  async execute({ payload, actor }: NewBackgroundTaskCommand): Promise<{ id: string; message: string }> {
    const type = this.types.find(payload.action);
    if (!type) throw new InvalidInput('Tarefa desconhecida.');
    assertAccess(actor, type.access);
    const args = await readPayload(type.payload, payload.payload ?? {});
    const taskId = randomUUID();
    await this.tasks.create({
      id: taskId,
      companyId: actor.companyId,
      userId: actor.userId,
      userName: actor.name,
      taskType: type.action,
      property: type.property?.(args) ?? {},
    });
    try {
      return { id: taskId, message: await type.start({ taskId, payload: args, actor }) };
    } catch (error) {
      // Refused at start (a bad filter, nothing to price): no task was queued, so none is listed.
      await this.tasks.remove(taskId);
      throw error;
    }
  }
}
