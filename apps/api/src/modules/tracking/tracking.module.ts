import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { OrdersModule } from '../orders/index.js';
import { AltchaVerifier } from './adapters/captcha/altcha.verifier.js';
import { CaptchaController } from './http/captcha.controller.js';
import { CaptchaVerifier } from './adapters/captcha/captcha-verifier.js';
import { RecaptchaVerifier } from './adapters/captcha/recaptcha.verifier.js';
import { CompanyBrandingController } from './http/company-branding.controller.js';
import { TrackingPageRenderer } from './http/tracking-page.renderer.js';
import { TrackingThrottleGuard } from './http/tracking-throttle.guard.js';
import { TrackingController } from './http/tracking.controller.js';
import { TrackingService } from './queries/tracking.service.js';

/** Public tracking and delivery rating (public-account.md §2.2–§2.4): no login, throttled per IP. */
@Module({
  imports: [UploadsModule, OrdersModule],
  controllers: [TrackingController, CaptchaController, CompanyBrandingController],
  providers: [
    TrackingService,
    AltchaVerifier,
    {
      provide: CaptchaVerifier,
      inject: [APP_CONFIG, AltchaVerifier],
      useFactory: (config: AppConfig, altcha: AltchaVerifier) =>
        config.recaptcha ? new RecaptchaVerifier(config.recaptcha) : altcha,
    },
    TrackingThrottleGuard,
    TrackingPageRenderer,
  ],
  exports: [CaptchaVerifier],
})
export class TrackingModule {}
