import {
  dismissOnboarding,
  getOnboardingOptions,
  getOnboardingQueryKey,
  markOnboardingStep,
  type MarkOnboardingStepPayload,
  uploadFile,
} from '@despacho/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Steps also tick by themselves (a CD created elsewhere): the checklist refreshes while open. */
const REFRESH_MS = 5_000;

export const useOnboarding = () => useQuery({ ...getOnboardingOptions(), refetchInterval: REFRESH_MS });

export function useMarkStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkOnboardingStepPayload) =>
      (await markOnboardingStep({ body, throwOnError: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: getOnboardingQueryKey() }),
  });
}

export function useDismissOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await dismissOnboarding({ throwOnError: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: getOnboardingQueryKey() }),
  });
}

/** Step 4's files go up one by one (POST /upload) before the step is sent. */
export async function uploadAll(files: File[]): Promise<{ path: string }[]> {
  const paths: { path: string }[] = [];
  for (const file of files) paths.push({ path: (await uploadFile({ body: { file }, throwOnError: true })).data.path });
  return paths;
}
