import { getTrackingCompanyOptions, type TrackingBrandingDto } from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';

export type TrackingBranding = TrackingBrandingDto;

/** The logo and colours of /tracking/c/{company}; an unknown company keeps Despacho's look. */
export function useTrackingBranding(company: string | undefined) {
  return useQuery({
    ...getTrackingCompanyOptions({ path: { company: company ?? '' } }),
    enabled: Boolean(company),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
