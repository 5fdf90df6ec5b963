import { Logger } from '@nestjs/common';
import type { RecaptchaConfig } from '../../../../platform/config/app-config.js';
import { InvalidInput, Unavailable } from '../../../../platform/errors/domain-errors.js';
import { CAPTCHA_REQUIRED, CaptchaVerifier, type CaptchaWidget } from './captcha-verifier.js';

/** The check sits behind the search button: past this, the user is asked to try again. */
export const RECAPTCHA_TIMEOUT_MS = 5000;
export const RECAPTCHA_UNAVAILABLE = 'Não foi possível verificar o captcha agora. Tente novamente em instantes.';

/** Google's answer (https://developers.google.com/recaptcha/docs/verify). */
interface SiteVerifyAnswer {
  success?: boolean;
  'error-codes'?: string[];
}

/**
 * Google reCAPTCHA v2: the widget's token is checked once at siteverify (a used or expired token
 * answers `timeout-or-duplicate`, so a replay fails there). A key problem on our side
 * (`invalid-input-secret`) or no answer is a 503, not the user's fault. Built by the tracking module
 * only when both keys are configured.
 */
export class RecaptchaVerifier extends CaptchaVerifier {
  private readonly logger = new Logger(RecaptchaVerifier.name);
  readonly widget: CaptchaWidget;

  constructor(private readonly settings: RecaptchaConfig) {
    super();
    this.widget = { provider: 'recaptcha', siteKey: settings.siteKey, scriptUrl: settings.scriptUrl };
  }

  async assertSolved(answer: string | undefined, remoteIp: string): Promise<void> {
    if (!answer) throw new InvalidInput(CAPTCHA_REQUIRED);
    const verdict = await this.verify(
      new URLSearchParams({ secret: this.settings.secret, response: answer, remoteip: remoteIp }),
    );
    if (verdict.success === true) return;
    const codes = verdict['error-codes'] ?? [];
    if (codes.some((code) => code.endsWith('-secret') || code === 'bad-request')) {
      this.logger.error(`reCAPTCHA recusou a configuração: ${codes.join(', ')}`);
      throw new Unavailable(RECAPTCHA_UNAVAILABLE);
    }
    throw new InvalidInput(CAPTCHA_REQUIRED);
  }

  private async verify(form: URLSearchParams): Promise<SiteVerifyAnswer> {
    try {
      const response = await fetch(this.settings.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as SiteVerifyAnswer;
      if (!body || typeof body !== 'object') throw new Error('resposta não é um objeto JSON');
      return body;
    } catch (error) {
      this.logger.warn(
        `reCAPTCHA indisponível (${this.settings.verifyUrl}): ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new Unavailable(RECAPTCHA_UNAVAILABLE);
    }
  }
}
