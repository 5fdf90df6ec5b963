import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command as run, type CommandOf } from '../../../shared/command';
import { userQueryKeys } from './users-queries';

export type UserAction = CommandOf<'NewUser' | 'UpdateUserInfo' | 'DeleteUser'>;

/** Runs a users command through POST /command and refreshes the list and the user shown. */
export function useUserCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: UserAction) => run(command),
    onSuccess: async (_, command) => {
      await queryClient.invalidateQueries({ queryKey: userQueryKeys.list() });
      if ('id' in command.payload) queryClient.removeQueries({ queryKey: userQueryKeys.one(command.payload.id) });
    },
  });
}
