import { LOOKUP_LIMIT } from '@despacho/domain';
import {
  approveCarrierRegistration,
  type CarrierRegistrationDto,
  downloadCarrierRegistrationFile,
  listCarrierRegistrationsOptions,
  listCarrierRegistrationsQueryKey,
  refuseCarrierRegistration,
} from '@despacho/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/save-blob';

/** The staff's pending carrier registrations (super admins only). */
export function usePendingCarrierRegistrations() {
  return useQuery(listCarrierRegistrationsOptions({ query: { status: 'pending', limit: LOOKUP_LIMIT } }));
}

/** Approve or refuse; either way the registration leaves the pending list. */
export function useReviewCarrierRegistration() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: listCarrierRegistrationsQueryKey().slice(0, 1) });
  return {
    approve: useMutation({
      mutationFn: async (id: string) => (await approveCarrierRegistration({ path: { id }, throwOnError: true })).data,
      onSuccess: invalidate,
    }),
    refuse: useMutation({
      mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
        (await refuseCarrierRegistration({ path: { id }, body: { reason }, throwOnError: true })).data,
      onSuccess: invalidate,
    }),
  };
}

export async function downloadFreightFile(
  registration: CarrierRegistrationDto,
  file: { path: string; name: string },
): Promise<void> {
  const { data } = await downloadCarrierRegistrationFile({
    path: { id: registration.id },
    query: { path: file.path },
    parseAs: 'blob',
    throwOnError: true,
  });
  saveBlob(data as unknown as Blob, file.name);
}
