import { ctePdf } from '@despacho/api-client';
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api';
import { saveBlob } from './save-blob';

/** Downloads a CT-e's DACTE (GET ctes/{id}/pdf) as dacte-{number}.pdf; a failure becomes a red notification. */
export async function downloadDacte(cte: { id: string; number: string }): Promise<void> {
  try {
    const { data } = await ctePdf({ path: { id: cte.id }, parseAs: 'blob', throwOnError: true });
    saveBlob(data as unknown as Blob, `dacte-${cte.number}.pdf`);
  } catch (error) {
    notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
  }
}
