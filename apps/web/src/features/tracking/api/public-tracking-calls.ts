import type { GetTrackingCompanyResponses, TrackOrderResponses, WhatsAppOptInResponses } from '@despacho/api-client';
import { client } from '@despacho/api-client/client';

// The tracking result calls the bare client, not the generated SDK: that is one module holding every
// endpoint, and importing one call from it brings them all (~6 KB gzipped) to a phone (issue 34).

/** POST /tracking/{code}: one order's progress; throws the server's {message} on a refusal. */
export async function trackOrder(code: string, signal?: AbortSignal) {
  return (
    await client.post<TrackOrderResponses, unknown, true>({
      url: '/tracking/{code}',
      path: { code },
      signal,
      throwOnError: true,
    })
  ).data;
}

export const trackingBrandingKey = (company: string) => ['tracking-branding', company];

/** GET /tracking-companies/{company}: the company's logo and colours. */
export async function getTrackingBranding(company: string, signal: AbortSignal) {
  return (
    await client.get<GetTrackingCompanyResponses, unknown, true>({
      url: '/tracking-companies/{company}',
      path: { company },
      signal,
      throwOnError: true,
    })
  ).data;
}

/** GET /tracking/{code}/whatsapp-opt-in: whether the shop sends WhatsApp notices, so the opt-in form is worth loading. */
export async function getWhatsAppOptIn(code: string, signal: AbortSignal) {
  return (
    await client.get<WhatsAppOptInResponses, unknown, true>({
      url: '/tracking/{code}/whatsapp-opt-in',
      path: { code },
      signal,
      throwOnError: true,
    })
  ).data;
}
