import type { CommandResultDto } from '@despacho/api-client';
import { notifications } from '@mantine/notifications';

/** The save's success message, then the overlap warning the API answers (it never blocks the save). */
export function notifyRuleSaved(message: string, result: CommandResultDto | undefined): void {
  notifications.show({ color: 'green', message });
  if (result?.warning)
    notifications.show({ color: 'yellow', title: 'Atenção', message: result.warning, autoClose: 10_000 });
}
