import { captchaWidgetOptions } from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';

/** Which captcha this installation asks for (ALTCHA by default, reCAPTCHA when configured). */
export function useCaptchaWidget() {
  return useQuery({ ...captchaWidgetOptions(), staleTime: Infinity });
}
