import { ActorCommand } from '../../../../platform/commands/actor-command.js';

export class DismissOnboardingCommand extends ActorCommand<object, { message: string }> {}
