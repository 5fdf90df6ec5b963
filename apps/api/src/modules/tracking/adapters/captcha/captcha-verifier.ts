/** The search's captcha message (public-account.md §5): empty, wrong, expired or used answers. */
export const CAPTCHA_REQUIRED = 'Insira a resposta do recaptcha';

/** What the tracking page needs to draw the configured captcha. */
export interface CaptchaWidget {
  provider: 'altcha' | 'recaptcha';
  /** reCAPTCHA only: the public site key and the widget's script. */
  siteKey: string | null;
  scriptUrl: string | null;
}

/**
 * Checks the answer a tracking search sends as `recaptcha`: the self-hosted ALTCHA by default,
 * Google reCAPTCHA v2 when configured. An answer opens one search.
 */
export abstract class CaptchaVerifier {
  abstract readonly widget: CaptchaWidget;
  abstract assertSolved(answer: string | undefined, remoteIp: string): Promise<void>;
}
