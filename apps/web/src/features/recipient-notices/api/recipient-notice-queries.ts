import { recipientNoticeSettingsOptions, recipientNoticeSettingsQueryKey } from '@despacho/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { command, type PayloadOf } from '../../../shared/command';

export const useRecipientNoticeSettings = () => useQuery(recipientNoticeSettingsOptions());

/** ChangeRecipientNoticeSettings; the screen reads the saved settings again (secrets come back only as 'salvo'). */
export function useChangeRecipientNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadOf<'ChangeRecipientNoticeSettings'>) =>
      command({ action: 'ChangeRecipientNoticeSettings', payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientNoticeSettingsQueryKey() }),
  });
}
