import { Loader } from '@mantine/core';
import { useCaptchaWidget } from './use-captcha-widget';
import { AltchaCaptcha } from './altcha-captcha';
import { RecaptchaCaptcha } from './recaptcha-captcha';

/** The captcha the installation asks for: reCAPTCHA when configured, the self-hosted ALTCHA otherwise. */
export function Captcha({ onSolved }: { onSolved: (answer: string | null) => void }) {
  const widget = useCaptchaWidget().data;
  if (!widget) return <Loader size="sm" aria-label="Carregando captcha" />;
  if (widget.provider === 'recaptcha' && widget.site_key && widget.script_url) {
    return <RecaptchaCaptcha siteKey={widget.site_key} scriptUrl={widget.script_url} onSolved={onSolved} />;
  }
  return <AltchaCaptcha onSolved={onSolved} />;
}
