import { runCommand } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKeys } from './users-queries';

export type UserAction =
  | { action: 'NewUser'; payload: { name: string; email: string; password: string; is_admin?: boolean; permissions?: string[] } }
  | { action: 'UpdateUserInfo'; payload: { id: string; name: string; email: string; is_admin?: boolean; permissions?: string[] | null } }
  | { action: 'DeleteUser'; payload: { id: string } };

/** Runs a users command through POST /command and refreshes the list and the user shown. */
export function useUserCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: UserAction) => (await runCommand({ body: command, throwOnError: true })).data,
    onSuccess: async (_, command) => {
      await queryClient.invalidateQueries({ queryKey: userQueryKeys.list() });
      if ('id' in command.payload) queryClient.removeQueries({ queryKey: userQueryKeys.one(command.payload.id) });
    },
  });
}
