import { useEffect, useRef } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': {
        ref?: React.Ref<HTMLElement>;
        challenge: string;
        language: string;
        hidelogo?: boolean;
        hidefooter?: boolean;
      };
    }
  }
}

/**
 * The self-hosted ALTCHA proof of work: the widget fetches a challenge from our API, solves it in the
 * browser and hands back the payload the search sends as `recaptcha`. Loaded lazily: it is a web
 * component that only the public search needs.
 */
export function AltchaCaptcha({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const widget = useRef<HTMLElement>(null);
  useEffect(() => {
    // The pt-BR texts ('Eu não sou um robô', 'Verificado') register on the widget's global once it is loaded.
    void import('altcha').then(() => import('altcha/i18n/pt-br'));
    const element = widget.current;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onSolved(state === 'verified' && payload ? payload : null);
    };
    element?.addEventListener('statechange', changed);
    return () => element?.removeEventListener('statechange', changed);
  }, [onSolved]);
  return <altcha-widget ref={widget} challenge="/api/captcha/challenge" language="pt-br" hidelogo />;
}
