import { getMeQueryKey, type MeDto } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command, type PayloadOf } from '../../../shared/command';

export type PromiseSettings = PayloadOf<'ChangePromiseSettings'>;

/** The company's promise settings as GET /me holds them. */
export function promiseSettingsOf(company: MeDto['company']): PromiseSettings {
  const { promise_source, promise_confidence, promise_min_samples, lane_on_time_threshold, lane_breach_action } =
    company;
  return { promise_source, promise_confidence, promise_min_samples, lane_on_time_threshold, lane_breach_action };
}

/** ChangePromiseSettings; GET /me is refetched to show what was kept. */
export function useChangePromiseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PromiseSettings) => command({ action: 'ChangePromiseSettings', payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryKey() }),
  });
}
