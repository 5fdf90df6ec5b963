import { Module } from '@nestjs/common';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { CaptchaService } from './captcha.service.js';
import { CompanyBrandingController } from './company-branding.controller.js';
import { TrackingController, TrackingThrottleGuard } from './tracking.controller.js';
import { TrackingService } from './tracking.service.js';

/** Public tracking and delivery rating (public-account.md §2.2–§2.4): no login, throttled per IP. */
@Module({
  imports: [UploadsModule],
  controllers: [TrackingController, CompanyBrandingController],
  providers: [TrackingService, CaptchaService, TrackingThrottleGuard],
})
export class TrackingModule {}
