import { Module } from '@nestjs/common';
import { CaptchaService } from './captcha.service.js';
import { TrackingController, TrackingThrottleGuard } from './tracking.controller.js';
import { TrackingService } from './tracking.service.js';

/** Public tracking and delivery rating (public-account.md §2.2–§2.4): no login, throttled per IP. */
@Module({
  controllers: [TrackingController],
  providers: [TrackingService, CaptchaService, TrackingThrottleGuard],
})
export class TrackingModule {}
