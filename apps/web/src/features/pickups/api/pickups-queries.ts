import { QUERY_FLAG } from '@despacho/domain';
import {
  type PickupDto,
  type PickupFilters,
  listOrdersQueryKey,
  listPickupsOptions,
  listPickupsQueryKey,
  pickupNotfis,
  pickupRomaneio,
  pickupsSlaOptions,
  pickupsTodayOptions,
} from '@despacho/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/save-blob';
import { type Command, command as run } from '../../../shared/command';

/** `allCompanies`: the v2 operations view, every company's pickups (super admins). */
export function usePickups(page: number, limit: number, filters: PickupFilters = {}, allCompanies = false) {
  return useQuery({
    ...listPickupsOptions({ query: { page, limit, filters, ...(allCompanies ? { v2: QUERY_FLAG.yes } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function usePickupsToday() {
  return useQuery(pickupsTodayOptions());
}

export function usePickupsSla(filters: PickupFilters = {}) {
  return useQuery(pickupsSlaOptions({ query: filters }));
}

/** Runs a pickup action through POST /command and reloads the pickups and orders lists. */
export function usePickupCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: Command) => run(command),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listPickupsQueryKey() });
      await queryClient.invalidateQueries({ queryKey: listOrdersQueryKey() });
    },
  });
}

export async function downloadRomaneio(pickup: Pick<PickupDto, 'id' | 'number'>): Promise<void> {
  const { data } = await pickupRomaneio({ path: { id: pickup.id }, parseAs: 'blob', throwOnError: true });
  saveBlob(data as unknown as Blob, `romaneio-coleta-${pickup.number}.pdf`);
}

/** The pickup's NOTFIS 3.1 (PROCEDA) text file, as the carrier gets it on confirmation. */
export async function downloadNotfis(pickup: Pick<PickupDto, 'id' | 'number'>): Promise<void> {
  const { data } = await pickupNotfis({ path: { id: pickup.id }, parseAs: 'blob', throwOnError: true });
  saveBlob(data as unknown as Blob, `NOTFIS-${pickup.number}.txt`);
}
