import { dismissOnboarding, getOnboardingOptions, getOnboardingQueryKey } from '@despacho/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Steps also tick by themselves (a CD created elsewhere): the checklist refreshes while open. */
const REFRESH_MS = 5_000;

export const useOnboarding = () => useQuery({ ...getOnboardingOptions(), refetchInterval: REFRESH_MS });

export function useDismissOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await dismissOnboarding({ throwOnError: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: getOnboardingQueryKey() }),
  });
}
