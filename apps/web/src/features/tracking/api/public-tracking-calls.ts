import type { GetTrackingCompanyResponses, TrackOrderResponses, WhatsAppOptInResponses } from '@despacho/api-client';
import { client } from '@despacho/api-client/client';

// The tracking result calls the bare client, not the generated SDK: that is one module holding every
// endpoint, and importing one call from it brings them all (~6 KB gzipped) to a phone (issue 34).
// Each call throws the server's {message} on a refusal.

type Path = Record<string, string>;

async function get<Responses extends { 200: unknown }>(url: string, path: Path, signal: AbortSignal) {
  return (await client.get<Responses, unknown, true>({ url, path, signal, throwOnError: true })).data;
}

async function postTracking(code: string, signal?: AbortSignal) {
  const options = { url: '/tracking/{code}', path: { code }, signal, throwOnError: true as const };
  return (await client.post<TrackOrderResponses, unknown, true>(options)).data;
}

let early: { code: string; answer: ReturnType<typeof postTracking> } | undefined;

/**
 * Asks for the order of the tracking URL being opened while the result page's code still downloads
 * (main.tsx, through the route's prefetch): on a phone that saves the page chunk's round trips (issue 34).
 */
export function startTrackOrder(code: string): void {
  early = { code, answer: postTracking(code) };
  // The page reads the failure; this copy must not count as unhandled meanwhile.
  early.answer.catch(() => {});
}

/** POST /tracking/{code}: one order's progress; the first call for the opened URL's code takes the early answer. */
export function trackOrder(code: string, signal?: AbortSignal) {
  const answer = early?.code === code ? early.answer : postTracking(code, signal);
  early = undefined;
  return answer;
}

export const trackingBrandingKey = (company: string) => ['tracking-branding', company];

/** GET /tracking-companies/{company}: the company's logo and colours. */
export const getTrackingBranding = (company: string, signal: AbortSignal) =>
  get<GetTrackingCompanyResponses>('/tracking-companies/{company}', { company }, signal);

/** GET /tracking/{code}/whatsapp-opt-in: whether the shop sends WhatsApp notices, so the opt-in form is worth loading. */
export const getWhatsAppOptIn = (code: string, signal: AbortSignal) =>
  get<WhatsAppOptInResponses>('/tracking/{code}/whatsapp-opt-in', { code }, signal);
