import type { TrackingBrandingDto } from '../http/tracking.dto.js';

/** companies.tracking_branding, as the TrackingBrandingChanged projection wrote it. */
export interface StoredBranding {
  logo: { path: string; content_type: string } | null;
  primary_color: string;
  secondary_color: string;
}

/** The public look of a company; the logo's URL changes with the file, so browsers may cache it. */
export function brandingOf(id: string, name: string, branding: StoredBranding | null): TrackingBrandingDto {
  const logo = branding?.logo;
  return {
    id,
    name,
    logo_url: logo ? `/api/tracking-companies/${id}/logo?v=${encodeURIComponent(logo.path.split('/')[1])}` : null,
    primary_color: branding?.primary_color ?? null,
    secondary_color: branding?.secondary_color ?? null,
  };
}
