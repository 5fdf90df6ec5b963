import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { RecaptchaConfig } from '../config/app-config.js';

type Directives = Record<string, string[]>;

/** Where Google's reCAPTCHA v2 loads its code and draws its frames from (Google's CSP advice), under the configured script's folder. */
function recaptchaSources(recaptcha: RecaptchaConfig | null): { scripts: string[]; frames: string[] } {
  if (!recaptcha) return { scripts: [], frames: [] };
  const folder = new URL('.', recaptcha.scriptUrl).href; // https://www.google.com/recaptcha/ or www.recaptcha.net's
  return {
    scripts: [folder, 'https://www.gstatic.com/recaptcha/'],
    frames: [folder, 'https://recaptcha.google.com/recaptcha/'],
  };
}

/**
 * The one policy of the SPA and of every API answer (docs/security-headers.md). Scripts only from
 * our own files (Vite emits no inline script). Styles may be inline because Mantine writes its CSS
 * variables into <style> elements and style attributes at run time, and so do the ALTCHA widget and
 * the tracking page's company colours; an injected style cannot run code. ALTCHA solves its proof
 * of work in a Worker built from a blob: URL.
 */
function contentSecurityPolicy(recaptcha: RecaptchaConfig | null): Directives {
  const { scripts, frames } = recaptchaSources(recaptcha);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': frames.length ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Pages a shop may show inside its own site (an iframe): the public tracking search and result.
 * They offer no signed-in action to trick a visitor into, so any site may frame them.
 */
const EMBEDDABLE_PAGE = /^\/(tracking|company-tracking)(\/|\?|$)/;

/** For the SPA's index.html served at `path`: the public tracking pages may be framed by any site. */
export function allowFramingOf(path: string, reply: FastifyReply): void {
  if (!EMBEDDABLE_PAGE.test(path)) return;
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.raw.setHeader('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.raw.removeHeader('x-frame-options');
}

/**
 * Helmet on every answer (SPA files, API, Swagger UI): CSP, nosniff, Referrer-Policy, no framing.
 * Helmet's middleware is built once: @fastify/helmet built it again on every request (the CSP's
 * directives parsed each time, ~5% of a quote's CPU under load, issue 34), for per-route options
 * and nonces this app does not use. Same headers, set on the raw answer as Helmet sets them.
 */
export function registerSecurityHeaders(app: NestFastifyApplication, recaptcha: RecaptchaConfig | null): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(recaptcha) },
    // Tokens travel in paths (/rate/…, /carrier/notfis/…, /new-password/…): never sent to another site.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) =>
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
}
