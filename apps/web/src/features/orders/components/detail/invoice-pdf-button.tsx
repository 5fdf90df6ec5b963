import { invoicePdf } from '@despacho/api-client';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api';
import { saveBlob } from '../../../../shared/save-blob';

/** 'DANFE (PDF)': the simplified DANFE of the NF-e sent for the order. */
export function InvoicePdfButton({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string | null }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const { data } = await invoicePdf({ path: { id: orderId }, parseAs: 'blob', throwOnError: true });
      saveBlob(data as unknown as Blob, `nfe-${invoiceNumber ?? orderId}.pdf`);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="xs" variant="light" onClick={() => void download()} loading={loading}>
      DANFE (PDF)
    </Button>
  );
}
