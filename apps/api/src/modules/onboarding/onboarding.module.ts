import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { DismissOnboardingHandler } from './commands/dismiss-onboarding/dismiss-onboarding.handler.js';
import { MarkOnboardingStepHandler } from './commands/mark-onboarding-step/mark-onboarding-step.handler.js';
import { OnboardingController } from './http/onboarding.controller.js';
import { OnboardingMarksProjection } from './projections/onboarding-marks.projection.js';
import { OnboardingProgressProjection } from './projections/onboarding-progress.projection.js';
import { GetOnboardingHandler } from './queries/get-onboarding/get-onboarding.handler.js';

/** The onboarding checklist (public-account.md §2.9): steps ticked by the company's own events or by buttons. */
@Module({
  imports: [UploadsModule],
  controllers: [OnboardingController],
  providers: [
    MarkOnboardingStepHandler,
    DismissOnboardingHandler,
    GetOnboardingHandler,
    OnboardingMarksProjection,
    OnboardingProgressProjection,
  ],
})
export class OnboardingModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly marks: OnboardingMarksProjection,
    private readonly progress: OnboardingProgressProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.marks);
    this.registry.registerAsync(this.progress);
  }
}
