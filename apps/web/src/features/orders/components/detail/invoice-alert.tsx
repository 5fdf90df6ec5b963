import { validateInvoiceOptions } from '@despacho/api-client';
import { Alert, List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

/** Spec §2: for statuses 2, 6, 11 and 12 the invoice is checked; problems call for a correction letter. */
const CHECKED_STATUSES = [2, 6, 11, 12];

export function InvoiceAlert({ orderId, status }: { orderId: string; status: number }) {
  const checked = CHECKED_STATUSES.includes(status);
  const validation = useQuery({ ...validateInvoiceOptions({ path: { id: orderId } }), enabled: checked });
  const errors = checked ? (validation.data?.errors ?? []) : [];
  if (errors.length === 0) return null;
  return (
    <Alert color="orange" title="Nota fiscal invalida: Necessario carta de correcao" mb="md">
      <List size="sm">
        {errors.map((error) => (
          <List.Item key={error}>{error}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
