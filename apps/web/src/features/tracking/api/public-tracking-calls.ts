import type { GetTrackingCompanyResponses, TrackOrderResponses, WhatsAppOptInResponses } from '@despacho/api-client';
import { client } from '@despacho/api-client/client';

// The tracking result calls the bare client, not the generated SDK: that is one module holding every
// endpoint, and importing one call from it brings them all (~6 KB gzipped) to a phone (issue 34).
// Each call throws the server's {message} on a refusal.

type Path = Record<string, string>;

async function get<Responses extends { 200: unknown }>(url: string, path: Path, signal: AbortSignal) {
  return (await client.get<Responses, unknown, true>({ url, path, signal, throwOnError: true })).data;
}

/** POST /tracking/{code}: one order's progress. */
export async function trackOrder(code: string, signal?: AbortSignal) {
  const options = { url: '/tracking/{code}', path: { code }, signal, throwOnError: true as const };
  return (await client.post<TrackOrderResponses, unknown, true>(options)).data;
}

export const trackingBrandingKey = (company: string) => ['tracking-branding', company];

/** GET /tracking-companies/{company}: the company's logo and colours. */
export const getTrackingBranding = (company: string, signal: AbortSignal) =>
  get<GetTrackingCompanyResponses>('/tracking-companies/{company}', { company }, signal);

/** GET /tracking/{code}/whatsapp-opt-in: whether the shop sends WhatsApp notices, so the opt-in form is worth loading. */
export const getWhatsAppOptIn = (code: string, signal: AbortSignal) =>
  get<WhatsAppOptInResponses>('/tracking/{code}/whatsapp-opt-in', { code }, signal);
