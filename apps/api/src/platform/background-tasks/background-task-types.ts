import { Injectable } from '@nestjs/common';
import type { AccessRule } from '../auth/access-rule.js';
import type { Actor } from '../auth/actor.js';

/** What a task type's start gets: the recorded task's id, its validated arguments and who asked. */
export interface TaskStart<P> {
  taskId: string;
  payload: P;
  actor: Actor;
}

/**
 * One kind of background task (NewBackgroundTask's `action`), owned by the module that runs it: its
 * arguments class (validated), who may start it and list it, and `start`, which checks what can
 * only be checked now, queues the job and answers the success message.
 */
export interface BackgroundTaskType<P extends object = object> {
  action: string;
  payload: new () => P;
  access: AccessRule;
  // Methods, not function properties: a task of any arguments class is a BackgroundTaskType (the
  // registry holds them all), and each is only ever handed arguments its own class validated.
  /** Kept on the task's row (property) for its list: the arguments the list shows, never secrets. */
  property?(payload: P): Record<string, unknown>;
  start(task: TaskStart<P>): Promise<string>;
}

/** Every task type of the application; modules register theirs at start. */
@Injectable()
export class BackgroundTaskTypes {
  private readonly types = new Map<string, BackgroundTaskType>();

  register(...types: BackgroundTaskType[]): void {
    for (const type of types) {
      if (this.types.has(type.action)) throw new Error(`Tarefa ${type.action} registrada duas vezes.`);
      this.types.set(type.action, type);
    }
  }

  find(action: string): BackgroundTaskType | undefined {
    return this.types.get(action);
  }

  all(): BackgroundTaskType[] {
    return [...this.types.values()];
  }
}
