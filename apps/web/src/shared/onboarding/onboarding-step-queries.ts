import {
  getOnboardingQueryKey,
  markOnboardingStep,
  type MarkOnboardingStepPayload,
  uploadFile,
} from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST onboarding {step, complete, data}: the checklist and step 4's freight table request (also on the freight tables page). */
export function useMarkStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkOnboardingStepPayload) =>
      (await markOnboardingStep({ body, throwOnError: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: getOnboardingQueryKey() }),
  });
}

/** Step 4's files go up one by one (POST /upload) before the step is sent. */
export async function uploadAll(files: File[]): Promise<{ path: string }[]> {
  const paths: { path: string }[] = [];
  for (const file of files) paths.push({ path: (await uploadFile({ body: { file }, throwOnError: true })).data.path });
  return paths;
}
