import { ActorCommand } from '../commands/actor-command.js';
import type { NewBackgroundTaskPayload } from './new-background-task.payload.js';

export class NewBackgroundTaskCommand extends ActorCommand<NewBackgroundTaskPayload, { id: string; message: string }> {}
