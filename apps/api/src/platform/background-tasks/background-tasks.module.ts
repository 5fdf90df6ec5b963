import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../commands/action-registry.js';
import { BackgroundTaskTypes } from './background-task-types.js';
import { BackgroundTasks } from './background-tasks.js';
import { BackgroundTasksController } from './background-tasks.controller.js';
import { NewBackgroundTaskCommand } from './new-background-task.command.js';
import { NewBackgroundTaskHandler } from './new-background-task.handler.js';
import { NewBackgroundTaskPayload } from './new-background-task.payload.js';

/**
 * NewBackgroundTask, GET background-tasks and the task records. Modules that own a task type import
 * this module and register the type with BackgroundTaskTypes; access is checked per type.
 */
@Module({
  controllers: [BackgroundTasksController],
  providers: [BackgroundTaskTypes, BackgroundTasks, NewBackgroundTaskHandler],
  exports: [BackgroundTaskTypes, BackgroundTasks],
})
export class BackgroundTasksModule implements OnModuleInit {
  constructor(private readonly actions: ActionRegistry) {}

  onModuleInit(): void {
    this.actions.register({
      action: 'NewBackgroundTask',
      payload: NewBackgroundTaskPayload,
      access: {},
      command: NewBackgroundTaskCommand,
    });
  }
}
