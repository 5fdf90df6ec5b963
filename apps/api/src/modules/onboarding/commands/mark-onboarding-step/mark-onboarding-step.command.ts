import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { MarkOnboardingStepPayload } from './mark-onboarding-step.payload.js';

export class MarkOnboardingStepCommand extends ActorCommand<MarkOnboardingStepPayload, { message: string }> {}
