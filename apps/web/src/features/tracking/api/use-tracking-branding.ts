import type { TrackingBrandingDto } from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';
import { getTrackingBranding, trackingBrandingKey } from './public-tracking-calls';

export type TrackingBranding = TrackingBrandingDto;

/** The logo and colours of /tracking/c/{company}; an unknown company keeps Despacho's look. */
export function useTrackingBranding(company: string | undefined) {
  return useQuery({
    queryKey: trackingBrandingKey(company ?? ''),
    queryFn: ({ signal }) => getTrackingBranding(company!, signal),
    enabled: Boolean(company),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
