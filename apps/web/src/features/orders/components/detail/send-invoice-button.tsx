import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api';
import { uploadedPath } from '../../../../shared/api/upload';
import { useOrderAction } from '../../api/use-order';

/** 'Enviar nota' (status 1): an NF-e as .xml or a .zip holding one; the order then awaits acceptance. */
export function SendInvoiceButton({ orderId, reference }: { orderId: string; reference: string }) {
  const run = useOrderAction(orderId);
  const [sending, setSending] = useState(false);
  const send = async (file: File | null) => {
    if (!file) return;
    setSending(true);
    try {
      const result = await run.mutateAsync({
        action: 'SendInvoice',
        payload: { reference, invoice: { path: await uploadedPath(file) } },
      });
      notifications.show({ color: 'green', message: result?.message ?? 'Nota fiscal enviada com sucesso' });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Ocorreu um erro ao tentar anexar a nota fiscal, tente novamente. ${errorMessage(error)}`,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <FileButton onChange={send} accept=".xml,.zip,text/xml,application/xml,application/zip">
      {(props) => (
        <Button {...props} loading={sending}>
          Enviar nota
        </Button>
      )}
    </FileButton>
  );
}
