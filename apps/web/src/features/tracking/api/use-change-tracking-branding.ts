import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadedPath } from '../../../shared/api/upload';
import { command } from '../../../shared/command';
import { trackingBrandingKey } from './public-tracking-calls';

export interface BrandingChange {
  /** A new logo file, null to remove the current one, undefined to keep it. */
  logo: File | null | undefined;
  primary_color: string;
  secondary_color: string;
}

/** ChangeTrackingBranding: uploads a new logo first, then sends its path with the colours. */
export function useChangeTrackingBranding(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ logo, ...colours }: BrandingChange) => {
      const payload = {
        ...colours,
        ...(logo === undefined ? {} : { logo: logo && { path: await uploadedPath(logo) } }),
      };
      return command({ action: 'ChangeTrackingBranding', payload });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingBrandingKey(company) }),
  });
}
