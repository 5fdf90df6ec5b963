import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (container: HTMLElement, parameters: Record<string, unknown>) => number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<void> | null = null;

/** Google's widget script (explicit rendering, pt-BR), added to the page once; then window.grecaptcha is ready. */
function loadGrecaptcha(scriptUrl: string): Promise<void> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${scriptUrl}?render=explicit&hl=pt-BR`;
    script.async = true;
    script.onload = () => window.grecaptcha!.ready(resolve);
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA indisponível'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Google reCAPTCHA v2 ("Não sou um robô"), when the installation configures it instead of ALTCHA:
 * the token it hands back is what the search sends as `recaptcha`; an expired one is dropped.
 */
export function RecaptchaCaptcha({
  siteKey,
  scriptUrl,
  onSolved,
}: {
  siteKey: string;
  scriptUrl: string;
  onSolved: (token: string | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    loadGrecaptcha(scriptUrl)
      .then(() => {
        if (!active || !container.current) return;
        window.grecaptcha!.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => onSolved(token),
          'expired-callback': () => onSolved(null),
          'error-callback': () => onSolved(null),
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [siteKey, scriptUrl, onSolved]);
  if (failed) {
    return (
      <Text c="red" size="sm" role="alert">
        Não foi possível carregar o captcha. Verifique sua conexão e recarregue a página.
      </Text>
    );
  }
  return <div ref={container} data-testid="recaptcha" />;
}
