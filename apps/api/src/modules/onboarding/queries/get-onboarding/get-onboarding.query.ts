import { Query } from '@nestjs/cqrs';
import type { OnboardingDto } from './onboarding.dto.js';

export class GetOnboardingQuery extends Query<OnboardingDto> {
  constructor(readonly companyId: string) {
    super();
  }
}
